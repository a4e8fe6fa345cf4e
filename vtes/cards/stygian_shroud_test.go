package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Stygian Shroud: as a minion attempts to block, -1 intercept to it;
// superior: burn 1 blood to have the attempt fail, that minion unable to
// attempt again this action (card text; §4.3, A4).
func TestStygianShroud(t *testing.T) {
	t.Run("inferior: -1 intercept", func(t *testing.T) {
		s := newScenario(3)
		m := readyWithHand(s, 0, "Monica Giovanni", 3, "Stygian Shroud")
		s.Ready(1, "Hafthor Thorsteinsson", 3) // +1 intercept against the hunt's +1 stealth
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Monica Giovanni hunts", "Block with Hafthor",
			"Play Stygian Shroud (-1 intercept to the blocker)")
		finish(t, g)
		if logged(g, "Hafthor Thorsteinsson blocks") {
			t.Errorf("blocked at 0 intercept against 1 stealth\n%s", logText(g))
		}
		wantBlood(t, m, 4)
	})
	t.Run("superior: the attempt fails, not to be tried again", func(t *testing.T) {
		s := newScenario(3)
		m := readyWithHand(s, 0, "Monica Giovanni", 3, "Stygian Shroud")
		s.Ready(1, "Hafthor Thorsteinsson", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Monica Giovanni bleeds", "Block with Hafthor",
			"Play Stygian Shroud (burn 1 blood: the block attempt fails)")
		mustNotOffer(t, g, "Block with Hafthor")
		finish(t, g)
		wantBlood(t, m, 2)
		wantPool(t, g, 30, 29, 30)
	})
}
