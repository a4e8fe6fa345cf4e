package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Dark Selina (Sabbat cardinal, capacity 9): +1 stealth during political
// actions, on top of their own +1 stealth (§3.5.8), and only then (card
// text).
func TestDarkSelina(t *testing.T) {
	tests := []struct {
		name, action string
		stealth      int
	}{
		{"political action: 1 + 1 stealth", "Dark Selina: Kine Resources Contested", 2},
		{"bleed: no bonus", "Dark Selina bleeds", 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := newScenario(3)
			selina := readyWithHand(s, 0, "Dark Selina", 3, "Kine Resources Contested")
			s.Ready(1, "Mkhokheli", 3)
			g := s.Start(0, 2, vtes.PhaseMinion)
			wantVotes(t, g, selina, 3) // a cardinal's 3 votes
			answer(t, g, tt.action)
			if a := g.Action(); a == nil || a.Stealth != tt.stealth {
				t.Errorf("action %+v, want stealth %d", a, tt.stealth)
			}
		})
	}
	t.Run("another's political action: no bonus", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Mkhokheli", 3, "Kine Resources Contested")
		s.Ready(0, "Dark Selina", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Mkhokheli: Kine Resources Contested")
		if a := g.Action(); a == nil || a.Stealth != 1 {
			t.Errorf("action %+v, want stealth 1", a)
		}
	})
}
