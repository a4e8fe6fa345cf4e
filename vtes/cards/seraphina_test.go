package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Seraphina: a +1 stealth action adding 2 blood to a vampire her
// Methuselah controls, even in torpor, or 2 life to an ally, not above
// its starting life (card text).
func TestSeraphina(t *testing.T) {
	t.Run("a vampire in torpor gains 2 blood", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Seraphina", 8)
		yael := s.Torpor(0, "Yael", 1)
		s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Seraphina: Seraphina (add 2 blood or life to a minion you control)")
		if a := g.Action(); a == nil || a.Stealth != 1 {
			t.Fatalf("action %+v, want stealth 1", a)
		}
		finish(t, g)
		wantBlood(t, yael, 3)
	})
	t.Run("an ally up to its starting life", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Seraphina", 8)
		vozhd := s.Ready(0, "The Vozhd of Szczecin", 4)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Seraphina: Seraphina (add 2 blood or life to a minion you control)")
		finish(t, g)
		wantBlood(t, vozhd, 5) // 5 life printed: 1 added, not 2
	})
}
