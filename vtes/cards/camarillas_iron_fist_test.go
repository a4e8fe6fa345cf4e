package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Camarilla's Iron Fist, for 1 blood: a titled Camarilla vampire chooses
// a Methuselah and allocates 5 points among two or more others; passed,
// each burns 1 pool per point and the chosen one gains 1 pool (card
// text; A22).
func TestCamarillasIronFist(t *testing.T) {
	t.Run("5 points, 1 pool to the chosen", func(t *testing.T) {
		s := newScenario(3)
		yewon := readyWithHand(s, 0, "Yewon Ong", 3, "Camarilla's Iron Fist") // prince: 2 votes
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Yewon Ong: Camarilla's Iron Fist")
		answer(t, g, "Methuselah 1") // chosen
		for i := 0; i < 3; i++ {
			answer(t, g, "Methuselah 2")
		}
		answer(t, g, "Methuselah 3", "Methuselah 3") // two or more others
		answer(t, g, "Yewon Ong: 2 vote(s) for")
		finish(t, g)
		wantBlood(t, yewon, 2)
		wantPool(t, g, 31, 27, 28)
	})
	t.Run("not by an untitled vampire", func(t *testing.T) {
		g := minionPhase("Egidia Arrú", 3, "Camarilla's Iron Fist")
		neverOffered(t, g, "Egidia Arrú: Camarilla's Iron Fist")
	})
}
