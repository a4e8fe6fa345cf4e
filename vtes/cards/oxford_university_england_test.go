package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Oxford University, England: in the polling of a political action, lock
// it and burn X pool for 2X votes (card text; §5.3).
func TestOxfordUniversityEngland(t *testing.T) {
	s := newScenario(3)
	readyWithHand(s, 0, "Mkhokheli", 3, "Kine Resources Contested")
	oxford := s.InPlay(0, "Oxford University, England")
	g := s.Start(0, 2, vtes.PhaseMinion)
	callKRC(t, g, "Mkhokheli")
	answer(t, g, "Use Oxford University, England")
	answerAmount(t, g, 2)
	answer(t, g, "Vote for")
	finish(t, g)
	wantLocked(t, oxford, true)
	if !logged(g, "casts 4 vote(s) for") {
		t.Errorf("no 4 votes\n%s", logText(g))
	}
	wantPool(t, g, 28, 28, 28)
}
