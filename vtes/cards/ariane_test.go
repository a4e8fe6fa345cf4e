package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Ariane: -1 stealth during undirected actions (a hunt, +1 stealth, is
// at 0 for her), not during directed ones (card text; §3.5, §4.3).
func TestAriane(t *testing.T) {
	for _, tc := range []struct {
		action  string
		stealth int
	}{
		{"Ariane hunts", 0},
		{"Rayne hunts", 1},
		{"Ariane bleeds", 0},
	} {
		t.Run(tc.action, func(t *testing.T) {
			s := newScenario(3)
			s.Ready(0, "Ariane", 3)
			s.Ready(0, "Rayne", 3)
			s.Ready(1, "Mkhokheli", 3)
			g := s.Start(0, 2, vtes.PhaseMinion)
			answer(t, g, tc.action)
			if a := g.Action(); a == nil || a.Stealth != tc.stealth {
				t.Fatalf("%s: action %+v, want stealth %d", tc.action, a, tc.stealth)
			}
		})
	}
	vanilla(t, "Ariane", 3, 0, vtes.Potence, vtes.Inferior)
}
