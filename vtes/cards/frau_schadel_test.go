package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Frau Schädel: +1 stealth during recruit and employ actions (card text).
func TestFrauSchadel(t *testing.T) {
	for _, tc := range []struct {
		play    string
		stealth int
	}{
		{"Frau Schädel: Spectral Servitor (recruit (superior))", 2},
		{"Frau Schädel bleeds", 0},
	} {
		s := newScenario(3)
		readyWithHand(s, 0, "Frau Schädel", 4, "Spectral Servitor")
		s.Ready(1, "Madison", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, tc.play)
		if a := g.Action(); a == nil || a.Stealth != tc.stealth {
			t.Errorf("%s: action %+v, want stealth %d", tc.play, a, tc.stealth)
		}
	}
}
