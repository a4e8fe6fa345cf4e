package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Emily Carson: in her Methuselah's discard phase, the Edge burned to
// unlock her; not without the Edge, not unlocked (card text).
func TestEmilyCarson(t *testing.T) {
	s := newScenario(3)
	emily := s.Ready(0, "Emily Carson", 3)
	emily.Locked = true
	s.Edge(0)
	g := s.Start(0, 2, vtes.PhaseDiscard)
	answer(t, g, "burn the Edge: unlock Emily Carson")
	wantLocked(t, emily, false)
	if g.Edge != -1 {
		t.Errorf("the Edge is with seat %d, want burned", g.Edge)
	}
	mustNotOffer(t, g, "burn the Edge")
}
