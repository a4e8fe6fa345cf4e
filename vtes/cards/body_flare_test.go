package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Body Flare, for 2 blood: a strike of 2 aggravated damage, at close
// range; superior, ranged (card text; §6.4, §6.7).
func TestBodyFlare(t *testing.T) {
	t.Run("inferior: 2 aggravated at close range", func(t *testing.T) {
		g, hanna, mk := startBlockedBleed(t, "Hanna Nokelainen", 4, "Body Flare", "Mkhokheli",
			6)
		mustNotOffer(t, g, "2R aggravated damage")
		answer(t, g, "Play Body Flare (2 aggravated damage)")
		finish(t, g)
		wantBlood(t, hanna, 1) // 2 for the card, 1 from the hand strike
		// The first aggravated point wounds him, the second burns 1 blood:
		// to torpor (§6.7).
		wantBlood(t, mk, 5)
		wantZone(t, mk, vtes.ZoneTorpor)
		if !logged(g, "Mkhokheli takes 0 damage and 2 aggravated") {
			t.Errorf("no aggravated damage\n%s", logText(g))
		}
	})
	t.Run("superior: ranged, at long range too", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Casey Snyder", 4, "Body Flare", "Flash")
		mk := s.Ready(1, "Mkhokheli", 6)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Casey Snyder", "Mkhokheli")
		answer(t, g, "Play Flash (maneuver)")
		if !logged(g, "the range is long") {
			t.Fatalf("Flash made no long range\n%s", logText(g))
		}
		answer(t, g, "Play Body Flare (2R aggravated damage)")
		finish(t, g)
		wantZone(t, mk, vtes.ZoneTorpor)
		if !logged(g, "Mkhokheli takes 0 damage and 2 aggravated") {
			t.Errorf("no aggravated damage at long range\n%s", logText(g))
		}
	})
}
