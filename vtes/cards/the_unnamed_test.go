package cards_test

import (
	"testing"

	"kindred/vtes"
)

// The unnamed (Independent Baali, infernal, capacity 10): he can burn 1
// blood to strike: 2R aggravated damage; after he bleeds successfully his
// Methuselah gains 2 pool, not after a blocked bleed (card text; §6.4,
// §3.5.1).
func TestTheUnnamed(t *testing.T) {
	t.Run("a successful bleed: 2 pool", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "The unnamed", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "The unnamed bleeds")
		notBlocked(t, g)
		finish(t, g)
		wantPool(t, g, 32, 29, 30)
	})
	t.Run("burn 1 blood: 2R aggravated damage", func(t *testing.T) {
		s := newScenario(3)
		un := s.Ready(0, "The unnamed", 3)
		mk := s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "The unnamed", "Mkhokheli")
		fightUntil(t, g, "burn 1 blood: 2R aggravated damage")
		answer(t, g, "burn 1 blood: 2R aggravated damage")
		finish(t, g)
		wantBlood(t, un, 1) // 1 burned, 1 to Mkhokheli's hand strike
		if !logged(g, "Mkhokheli takes 0 damage and 2 aggravated") {
			t.Errorf("no 2 aggravated damage\n%s", logText(g))
		}
		wantZone(t, mk, vtes.ZoneTorpor)
		wantPool(t, g, 30, 30, 30) // blocked: no pool
	})
}
