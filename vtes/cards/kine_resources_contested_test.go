package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Kine Resources Contested: 4 points among two or more Methuselahs, never
// all on one, even beyond a Methuselah's pool; each burns 1 pool per
// point. Methuselahs ousted together each score for their prey, and only
// the survivors gain 6 pool (card text; §5.2, §8.1; [LSJ 20000622]; groups G00135,
// G00015 [LSJ 20000309]).
func TestKineResourcesContested(t *testing.T) {
	t.Run("allocation", func(t *testing.T) {
		g := minionPhase("Nik Sikko", 3, "Kine Resources Contested")
		answer(t, g, "Nik Sikko: Kine Resources Contested", "Methuselah 2", "Methuselah 2",
			"Methuselah 2")
		mustNotOffer(t, g, "Methuselah 2")
		answer(t, g, "Methuselah 3")
		finish(t, g)
		wantPool(t, g, 30, 27, 29)
	})
	t.Run("two ousts at once", func(t *testing.T) {
		s := newScenario(4)
		readyWithHand(s, 0, "Nik Sikko", 3, "Kine Resources Contested")
		s.Pool(1, 1).Pool(2, 2) // more points than pool: allowed (group G00135)
		g := s.Start(0, 2, vtes.PhaseMinion)
		callKRC(t, g, "Nik Sikko")
		finish(t, g)
		wantTwoOusted(t, g, 36, 0, 0, 30)
	})
}
