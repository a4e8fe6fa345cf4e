package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Slam: [pot] a hand strike at +2 damage; [POT] with 1 optional maneuver,
// only usable to get to close range (card text; §6.3, §6.4).
func TestSlam(t *testing.T) {
	t.Run("inferior: a hand strike at +2", func(t *testing.T) {
		g, lenny, mk := startBlockedBleed(t, "Lenny Burkhead", 3, "Slam", "Mkhokheli", 6) // pot
		mustNotOffer(t, g, "with 1 optional maneuver to close")
		answer(t, g, "Play Slam (hand strike at +2)")
		finish(t, g)
		wantBlood(t, mk, 3)    // strength 1, +2 ([TOM 19960225]: one hand strike)
		wantBlood(t, lenny, 1) // 1 for Slam, 1 from Mkhokheli's strike
	})
	t.Run("superior: the maneuver only closes", func(t *testing.T) {
		s := newScenario(3)
		horace := readyWithHand(s, 0, "Horace Radcliffe", 4, "Slam") // POT
		ryan := readyWithHand(s, 1, "Ryan", 4, "Aid from Bats")
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Horace Radcliffe", "Ryan")
		// At close range the maneuver would only take Horace away: he is
		// not asked, and Ryan maneuvers first.
		mustNotOffer(t, g, "with Horace Radcliffe, maneuvering now")
		answer(t, g, "Play Aid from Bats (1R damage, with 1 optional maneuver)")
		answer(t, g, "Play Slam (hand strike at +2, with 1 optional maneuver to close) with Horace Radcliffe, maneuvering now")
		finish(t, g)
		wantBlood(t, ryan, 1)   // back at close range: strength 1, +2
		wantBlood(t, horace, 2) // 1 for Slam, 1 from the bats
	})
}
