package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Martina Srnankova: +1 intercept during bleed actions only (card text;
// §4.3).
func TestMartinaSrnankova(t *testing.T) {
	for _, tc := range []struct {
		action string
		blocks bool
	}{
		{"Mkhokheli bleeds", true},
		{"Mkhokheli hunts", false},
	} {
		t.Run(tc.action, func(t *testing.T) {
			s := newScenario(3)
			s.Ready(0, "Mkhokheli", 3)
			s.Ready(1, "Martina Srnankova", 3)
			s.Ready(2, "Rayne", 3)
			g := s.Start(0, 2, vtes.PhaseMinion)
			answer(t, g, tc.action)
			// Martina is the prey's to block with; a hunt is undirected.
			answer(t, g, "Block with Martina")
			finish(t, g)
			if got := logged(g, "Martina Srnankova blocks Mkhokheli"); got != tc.blocks {
				t.Errorf("%s: block %v, want %v\n%s", tc.action, got, tc.blocks, logText(g))
			}
		})
	}
}
