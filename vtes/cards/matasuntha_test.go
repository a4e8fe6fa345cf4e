package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Matasuntha (capacity 10): +2 strength; after a minion in combat with
// her leaves the ready region, her Methuselah may gain 1 pool; not after
// a combat she is not in (card text; §6.7).
func TestMatasuntha(t *testing.T) {
	t.Run("her opponent goes to torpor: 1 pool", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Matasuntha", 4)
		madison := s.Ready(1, "Madison", 2)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Matasuntha", "Madison")
		answer(t, g, "Yes")
		wantZone(t, madison, vtes.ZoneTorpor) // 3 damage: strength 1+2
		finish(t, g)
		wantPool(t, g, 31, 30, 30)
	})
	t.Run("not for another vampire's combat", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Matasuntha", 4)
		s.Ready(0, "Azucena", 4)
		madison := s.Ready(1, "Madison", 0)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Azucena", "Madison")
		wantZone(t, madison, vtes.ZoneTorpor)
		finish(t, g)
		wantPool(t, g, 30, 30, 30)
	})
}
