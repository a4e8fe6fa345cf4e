package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Anxo Vilela: +1 strength while his Methuselah has the Edge (card text).
func TestAnxoVilela(t *testing.T) {
	for _, tc := range []struct {
		edge, left int // Mkhokheli's blood after Anxo's hand strike
	}{{0, 4}, {1, 5}, {-1, 5}} {
		s := newScenario(3)
		s.Ready(0, "Anxo Vilela", 4)
		mk := s.Ready(1, "Mkhokheli", 6)
		s.Edge(tc.edge)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Anxo Vilela", "Mkhokheli")
		finish(t, g)
		if mk.Blood != tc.left {
			t.Errorf("the Edge with seat %d: Mkhokheli at %d blood, want %d", tc.edge, mk.Blood, tc.left)
		}
	}
	vanilla(t, "Anxo Vilela", 6, 0, vtes.BloodSorcery, vtes.Superior)
}
