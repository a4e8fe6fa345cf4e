package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Zillah's Valley, for 5 pool: 4 blood on an uncontrolled vampire of
// capacity 8 or more; not on a smaller one (card text).
func TestZillahsValley(t *testing.T) {
	s := newScenario(3)
	percival := s.Uncontrolled(0, "Percival", 1)
	s.Uncontrolled(0, "Janine", 0)
	s.Hand(0, "Zillah's Valley")
	g := s.Start(0, 2, vtes.PhaseMaster)
	answer(t, g, "Play Zillah's Valley")
	wantBlood(t, percival, 5)
	wantPool(t, g, 25, 30, 30)

	s = newScenario(3)
	s.Uncontrolled(0, "Janine", 0)
	s.Hand(0, "Zillah's Valley")
	g = s.Start(0, 2, vtes.PhaseMaster)
	mustNotOffer(t, g, "Play Zillah's Valley")
}
