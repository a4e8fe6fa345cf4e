package cards_test

import (
	"testing"

	"kindred/vtes"
)

// No Trace, for 1 blood: strike: combat ends; [obf] only at long range
// (card text; §6.3, §6.4).
func TestNoTrace(t *testing.T) {
	t.Run("inferior: only at long range", func(t *testing.T) {
		s := newScenario(3)
		andi := readyWithHand(s, 0, "Andi Liu", 3, "No Trace")
		readyWithHand(s, 1, "Dr. Stephen Norton", 3, "Swallowed by the Night")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Andi Liu bleeds", "Block with Dr. Stephen Norton",
			"Play Swallowed by the Night (maneuver)")
		answer(t, g, "Play No Trace (combat ends (long range))")
		finish(t, g)
		if !logged(g, "Andi Liu ends the combat") {
			t.Errorf("the combat did not end\n%s", logText(g))
		}
		wantBlood(t, andi, 2)
	})
	t.Run("inferior: not at close range", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Andi Liu", 3)
		nt := s.Hand(0, "No Trace")[0]
		s.Ready(1, "Mason Ha", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Andi Liu", "Mason Ha")
		finish(t, g)
		wantZone(t, nt, vtes.ZoneHand)
	})
	t.Run("superior: at close range", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Mason Ha", 3)
		stephen := readyWithHand(s, 1, "Dr. Stephen Norton", 3, "No Trace")
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Mason Ha", "Dr. Stephen Norton")
		mustNotOffer(t, g, "(combat ends (long range))")
		answer(t, g, "Play No Trace (combat ends)")
		finish(t, g)
		wantBlood(t, stephen, 2)
		if logged(g, "takes 1 damage") {
			t.Errorf("damage dealt after the combat ended\n%s", logText(g))
		}
	})
	t.Run("a combat-ends strike: barred against Dog Pack's employer", func(t *testing.T) {
		// Dog Pack: the opposing minion cannot strike: combat ends (§6.4,
		// vtes/strikebans.go): No Trace is such a strike.
		s := newScenario(3)
		hanna := s.Ready(0, "Hanna Nokelainen", 4)
		s.Attach(hanna, "Dog Pack", 1)
		s.Ready(1, "Dr. Stephen Norton", 3)
		nt := s.Hand(1, "No Trace")[0]
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Hanna Nokelainen", "Dr. Stephen Norton")
		neverOffered(t, g, "Play No Trace")
		wantZone(t, nt, vtes.ZoneHand)
	})
}
