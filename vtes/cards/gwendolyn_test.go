package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Gwendolyn, Camarilla Brujah Inner Circle: +2 bleed (card text; §3.5.1).
func TestGwendolyn(t *testing.T) {
	s := newScenario(3)
	s.Ready(0, "Gwendolyn", 5)
	g := s.Start(0, 2, vtes.PhaseMinion)
	answer(t, g, "Gwendolyn bleeds")
	finish(t, g)
	wantPool(t, g, 30, 27, 30)
	vanilla(t, "Gwendolyn", 11, 4, vtes.Potence, vtes.Superior) // Inner Circle: 4 votes
}
