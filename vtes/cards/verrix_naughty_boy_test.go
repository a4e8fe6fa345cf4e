package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Verrix, Naughty Boy: +1 stealth during bleed actions, not others (card
// text).
func TestVerrixNaughtyBoy(t *testing.T) {
	for _, tt := range []struct {
		action  string
		stealth int
	}{
		{"Verrix, Naughty Boy bleeds", 1}, // 0, +1
		{"Verrix, Naughty Boy hunts", 1},  // an undirected action's 1, no bonus
	} {
		s := newScenario(3)
		s.Ready(0, "Verrix, Naughty Boy", 3)
		s.Ready(1, "Mkhokheli", 3)
		s.Ready(2, "Loonar", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, tt.action)
		if a := g.Action(); a == nil || a.Stealth != tt.stealth {
			t.Errorf("%s: action %+v, want stealth %d", tt.action, a, tt.stealth)
		}
	}
}
