package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Neonate Breach: the caller chooses one or more Methuselahs; if the
// referendum passes each burns 1 pool, 3 more when they control a ready
// vampire of capacity 4 or less (card text; §5).
func TestNeonateBreach(t *testing.T) {
	s := newScenario(3)
	readyWithHand(s, 0, "Mkhokheli", 3, "Neonate Breach")
	s.Ready(1, "Anita Wainwright", 3) // capacity 3
	s.Ready(2, "Farah Sarroub", 3)    // capacity 7
	g := s.Start(0, 2, vtes.PhaseMinion)
	answer(t, g, "Mkhokheli: Neonate Breach")
	notBlocked(t, g)
	answerAmount(t, g, 2)
	answer(t, g, "Methuselah 2")
	mustNotOffer(t, g, "Methuselah 2")
	answer(t, g, "Methuselah 3")
	finish(t, g)
	wantPool(t, g, 30, 26, 29)
}
