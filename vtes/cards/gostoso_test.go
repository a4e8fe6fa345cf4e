package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Gostoso: after he bleeds his Methuselah's prey successfully, he gains 1
// blood; not when blocked (card text).
func TestGostoso(t *testing.T) {
	t.Run("a successful bleed: +1 blood", func(t *testing.T) {
		s := newScenario(3)
		gostoso := s.Ready(0, "Gostoso", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Gostoso bleeds")
		notBlocked(t, g)
		wantPool(t, g, 30, 29, 30)
		wantBlood(t, gostoso, 4)
	})
	t.Run("blocked: nothing", func(t *testing.T) {
		s := newScenario(3)
		gostoso := s.Ready(0, "Gostoso", 3)
		s.Ready(1, "Loonar", 1)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Gostoso", "Loonar")
		finish(t, g)
		if gostoso.Blood > 3 {
			t.Errorf("Gostoso gained blood from a blocked bleed: %d", gostoso.Blood)
		}
	})
}
