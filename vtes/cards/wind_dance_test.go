package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Wind Dance: strike: dodge; superior: also 1 additional strike that is a
// dodge, limited: not after another card gave additional strikes this
// round (card text; §6.4, §6.5).
func TestWindDance(t *testing.T) {
	t.Run("dodge", func(t *testing.T) {
		g, arjun, _ := startBlockedBleed(t, "Arjun Shah", 3, "Wind Dance", "Brandon Grime", 4)
		fightUntil(t, g, "Play Wind Dance (dodge)")
		answer(t, g, "Play Wind Dance (dodge) with")
		finish(t, g)
		if !logged(g, "Arjun Shah dodges.") {
			t.Errorf("no dodge\n%s", logText(g))
		}
		wantBlood(t, arjun, 3)
	})
	t.Run("superior: an additional dodge", func(t *testing.T) {
		s := newScenario(3)
		arjun := readyWithHand(s, 0, "Arjun Shah", 3, "Wind Dance")
		readyWithHand(s, 1, "Brandon Grime", 4, "Blur")
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Arjun Shah", "Brandon Grime")
		fightUntil(t, g, "Play Wind Dance (dodge, and 1 additional strike: dodge)")
		answer(t, g, "Play Wind Dance (dodge, and 1 additional strike: dodge)")
		fightUntil(t, g, "Play Blur (1 additional strike)")
		answer(t, g, "Play Blur (1 additional strike)")
		finish(t, g)
		if countLog(g, "Arjun Shah dodges.") != 2 {
			t.Errorf("two dodges\n%s", logText(g))
		}
		wantBlood(t, arjun, 3)
	})
	t.Run("superior is limited", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Farah Sarroub", 5, "Blur", "Wind Dance")
		s.Ready(1, "Brandon Grime", 4)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Farah Sarroub", "Brandon Grime")
		fightUntil(t, g, "Play Blur (1 additional strike)")
		answer(t, g, "Play Blur (1 additional strike)")
		fightUntil(t, g, "Play Wind Dance (dodge)")
		mustNotOffer(t, g, "additional strike: dodge")
	})
}
