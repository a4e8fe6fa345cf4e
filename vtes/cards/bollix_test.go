package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Bollix, an Anarch's: [cel] maneuver or press; [pre] cancel the opposing
// minion's aim, frenzy or grapple card as it is played; [tha] hand strike
// at +1 that voids the opposing vampire's weapon strikes this round at
// close range (card text; §6.3, §6.4, §14 C5).
func TestBollix(t *testing.T) {
	t.Run("[cel] maneuver", func(t *testing.T) {
		g, _, _ := startBlockedBleed(t, "Anita Wainwright", 3, "Bollix", "Mkhokheli", 3)
		answer(t, g, "Play Bollix (maneuver)")
		if !logged(g, "the range is long") {
			t.Errorf("no maneuver to long range\n%s", logText(g))
		}
	})
	t.Run("[cel] press", func(t *testing.T) {
		g, _, mk := startBlockedBleed(t, "Anita Wainwright", 3, "Bollix", "Mkhokheli", 3)
		passUntil(t, g, "Play Bollix (press)")
		answer(t, g, "Play Bollix (press)")
		finish(t, g)
		if countLog(g, "Mkhokheli takes 1 damage") != 2 {
			t.Errorf("want a second round\n%s", logText(g))
		}
		wantBlood(t, mk, 1)
	})
	t.Run("an Anarch only", func(t *testing.T) {
		g, _, _ := startBlockedBleed(t, "Mkhokheli", 3, "Bollix", "Anita Wainwright", 3)
		neverOffered(t, g, "Play Bollix")
	})
	t.Run("[pre] cancel a grapple card", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Horace Radcliffe", 4, "Immortal Grapple")
		readyWithHand(s, 1, "Anita Wainwright", 4, "Bollix")
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Horace Radcliffe", "Anita Wainwright")
		passUntil(t, g, "Play Immortal Grapple")
		answer(t, g, "Play Immortal Grapple (only hand strikes this round)",
			"Play Bollix (cancel an aim, frenzy or grapple card)")
		if !logged(g, "Immortal Grapple is cancelled") {
			t.Errorf("not cancelled\n%s", logText(g))
		}
	})
	t.Run("[tha] the Magnum inflicts nothing", func(t *testing.T) {
		s := newScenario(3)
		mk := s.Ready(0, "Mkhokheli", 4)
		s.Attach(mk, ".44 Magnum", 0)
		brandon := readyWithHand(s, 1, "Brandon Grime", 4, "Bollix")
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Mkhokheli", "Brandon Grime")
		fightUntil(t, g, ".44 Magnum: 2R damage")
		answer(t, g, ".44 Magnum: 2R damage",
			"Play Bollix (hand strike at +1, no Fortitude prevention, weapons void)")
		finish(t, g)
		wantBlood(t, brandon, 4)
		wantBlood(t, mk, 2)
	})
}
