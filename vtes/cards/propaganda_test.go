package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Propaganda, for 2 blood: [pre] a bleed at +1 that titled vampires
// cannot block; [PRE] as well, and the target Methuselah locks a ready
// unlocked minion they control (card text; §3.5.1, §4.2).
func TestPropaganda(t *testing.T) {
	t.Run("inferior: +1 bleed, titled vampires cannot block", func(t *testing.T) {
		s := newScenario(3)
		marcel := readyWithHand(s, 0, "Marcel", 3, "Propaganda")
		s.Ready(1, "Mkhokheli", 3) // a prince
		s.Ready(1, "Nik Sikko", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Marcel: Propaganda (bleed at +1, titled vampires cannot block)")
		mustOffer(t, g, "Block with Nik Sikko")
		mustNotOffer(t, g, "Block with Mkhokheli")
		answer(t, g, "Do not block")
		finish(t, g)
		wantBlood(t, marcel, 1)
		wantPool(t, g, 30, 28, 30)
	})
	t.Run("superior: the target locks a minion", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Crystal Lynn", 3, "Propaganda")
		nik := s.Ready(1, "Nik Sikko", 3)
		lenny := s.Ready(1, "Lenny Burkhead", 3) // a primogen
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g,
			"Crystal Lynn: Propaganda (bleed at +1, titled vampires cannot block, the target locks a minion)")
		mustNotOffer(t, g, "Block with Lenny Burkhead")
		answer(t, g, "Do not block")
		if d := g.Pending(); d == nil || d.Seat != 1 {
			t.Fatalf("the target does not choose: %+v", d)
		}
		answer(t, g, "Nik Sikko")
		finish(t, g)
		wantLocked(t, nik, true)
		wantLocked(t, lenny, false)
		wantPool(t, g, 30, 28, 30)
	})
}
