package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Truth in Darkness: [obl] +1 intercept; [OBL] +1 intercept, and if this
// vampire blocks, it can burn 1 blood to unlock after block resolution
// (card text).
func TestTruthInDarkness(t *testing.T) {
	t.Run("[OBL] blocks, then unlocks for 1 blood", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Egidia Arrú", 3)
		azucena := readyWithHand(s, 1, "Azucena", 4, "Truth in Darkness")
		g := s.Start(0, 2, vtes.PhaseMinion)
		// Azucena has -1 intercept against an older Lasombra: she needs it.
		answer(t, g, "Egidia Arrú bleeds", "Block with Azucena")
		mustOffer(t, g, "Play Truth in Darkness (+1 intercept)")
		answer(t, g, "Play Truth in Darkness (+1 intercept, 1 blood to unlock after the block)")
		for !offered(g, "Yes") {
			answer(t, g, g.Labels()[0])
		}
		answer(t, g, "Yes")
		wantLocked(t, azucena, false)
		wantBlood(t, azucena, 1) // 4, Egidia's 2 damage, 1 to unlock
	})
	t.Run("[obl] +1 intercept: the block succeeds", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Hanna Nokelainen", 3, "Earth Control")
		readyWithHand(s, 1, "Nadezhda", 4, "Truth in Darkness") // obl
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Hanna Nokelainen bleeds", "Block with Nadezhda",
			"Play Earth Control (+1 stealth)")
		mustNotOffer(t, g, "1 blood to unlock")
		answer(t, g, "Play Truth in Darkness (+1 intercept)")
		finish(t, g)
		if !logged(g, "Nadezhda blocks Hanna Nokelainen") {
			t.Errorf("the block failed\n%s", logText(g))
		}
	})
}
