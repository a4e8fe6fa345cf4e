package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Marialena: when she is blocked, she burns 1 blood before the block
// resolves; unblocked, she keeps it (card text; §4.3).
func TestMarialena(t *testing.T) {
	t.Run("blocked: burns 1 blood", func(t *testing.T) {
		s := newScenario(3)
		m := s.Ready(0, "Marialena", 3)
		s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Marialena", "Mkhokheli")
		finish(t, g)
		if !logged(g, "Marialena: blood 3 → 2 (Marialena).\nMkhokheli blocks Marialena.") {
			t.Errorf("Marialena burned no blood before the block resolved\n%s", logText(g))
		}
		wantBlood(t, m, 1) // 1 burned, 1 damage in the combat
	})
	t.Run("not blocked", func(t *testing.T) {
		s := newScenario(3)
		m := s.Ready(0, "Marialena", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Marialena bleeds Methuselah 2")
		finish(t, g)
		wantBlood(t, m, 3)
		wantPool(t, g, 30, 29, 30)
	})
}
