package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Egidia Arrú (pro DOM OBL POT, capacity 8): +1 strength; after a minion
// in combat with her leaves the ready region, its controller burns 1
// pool; not after a combat she is not in (card text; §6.7).
func TestEgidiaArru(t *testing.T) {
	t.Run("her opponent goes to torpor: 1 pool", func(t *testing.T) {
		s := newScenario(3)
		egidia := s.Ready(0, "Egidia Arrú", 4)
		madison := s.Ready(1, "Madison", 1)
		g := s.Start(0, 2, vtes.PhaseMinion)
		wantCapacity(t, g, egidia, 8)
		blockedBleed(t, g, "Egidia Arrú", "Madison")
		wantZone(t, madison, vtes.ZoneTorpor)
		finish(t, g)
		wantPool(t, g, 30, 29, 30)
	})
	t.Run("not for another vampire's combat", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Egidia Arrú", 4)
		s.Ready(0, "Azucena", 4)
		madison := s.Ready(1, "Madison", 0)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Azucena", "Madison")
		wantZone(t, madison, vtes.ZoneTorpor)
		finish(t, g)
		wantPool(t, g, 30, 30, 30)
	})
}
