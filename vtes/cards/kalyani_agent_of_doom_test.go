package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Kalyani, Agent of Doom: -1 stealth when hunting, her hunt at 0 stealth
// rather than +1 (card text; §3.5.2), not when bleeding; +1 strength
// (§6.4).
func TestKalyaniAgentOfDoom(t *testing.T) {
	for _, tc := range []struct {
		action  string
		stealth int
	}{{"Kalyani, Agent of Doom hunts", 0}, {"Kalyani, Agent of Doom bleeds", 0}} {
		t.Run(tc.action, func(t *testing.T) {
			s := newScenario(3)
			s.Ready(0, "Kalyani, Agent of Doom", 2)
			s.Ready(1, "Lenny Burkhead", 3)
			g := s.Start(0, 2, vtes.PhaseMinion)
			answer(t, g, tc.action)
			if a := g.Action(); a == nil || a.Stealth != tc.stealth {
				t.Fatalf("action %+v, want stealth %d", a, tc.stealth)
			}
		})
	}
	t.Run("+1 strength", func(t *testing.T) {
		if got := strongHunt(t, "Kalyani, Agent of Doom"); got != 4 {
			t.Errorf("Mkhokheli at %d blood after Kalyani's hand strike, want 4", got)
		}
	})
	vanilla(t, "Kalyani, Agent of Doom", 7, 1, vtes.Celerity, vtes.Superior)
}
