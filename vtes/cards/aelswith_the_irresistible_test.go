package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Aelswith, The Irresistible: when she is blocked, the blocking minion's
// controller burns 1 pool before the block resolves (card text).
func TestAelswithTheIrresistible(t *testing.T) {
	s := newScenario(3)
	s.Ready(0, "Aelswith, The Irresistible", 3)
	s.Ready(1, "Mkhokheli", 3)
	g := s.Start(0, 2, vtes.PhaseMinion)
	blockedBleed(t, g, "Aelswith, The Irresistible", "Mkhokheli")
	finish(t, g)
	wantPool(t, g, 30, 29, 30)
}
