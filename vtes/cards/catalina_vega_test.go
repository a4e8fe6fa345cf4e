package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Catalina Vega, Prince of Buenos Aires: +1 bleed, and a prince's 2 votes
// (card text; §9.8).
func TestCatalinaVega(t *testing.T) {
	s := newScenario(3)
	catalina := s.Ready(0, "Catalina Vega", 4)
	g := s.Start(0, 2, vtes.PhaseMinion)
	if n := g.Votes(catalina); n != 2 {
		t.Errorf("Catalina casts %d votes, want 2", n)
	}
	answer(t, g, "Catalina Vega bleeds")
	finish(t, g)
	wantPool(t, g, 30, 28, 30)
}
