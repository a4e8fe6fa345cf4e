package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Devorah: +1 stealth while her Methuselah has 5 pool or less (card text).
func TestDevorah(t *testing.T) {
	for _, tt := range []struct{ pool, stealth int }{{5, 1}, {6, 0}} {
		s := newScenario(3)
		s.Ready(0, "Devorah", 3)
		s.Pool(0, tt.pool)
		s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Devorah bleeds")
		if a := g.Action(); a == nil || a.Stealth != tt.stealth {
			t.Errorf("pool %d: action %+v, want stealth %d", tt.pool, a, tt.stealth)
		}
	}
}
