package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Restoration: a +1 stealth action; the vampire gains 2 blood (3
// superior), up to its capacity (card text; §3.5.2).
func TestRestoration(t *testing.T) {
	for _, tc := range []struct {
		vampire, mode string
		blood, want   int
	}{
		{"Madison", "(gain 3 blood)", 1, 4},
		{"Madison", "(gain 2 blood)", 1, 3},
		{"Naomi Stewart", "(gain 3 blood)", 4, 5}, // capacity 5
	} {
		t.Run(tc.vampire+" "+tc.mode, func(t *testing.T) {
			s := newScenario(3)
			v := readyWithHand(s, 0, tc.vampire, tc.blood, "Restoration")
			s.Ready(1, "Mkhokheli", 3)
			g := s.Start(0, 2, vtes.PhaseMinion)
			answer(t, g, tc.vampire+": Restoration "+tc.mode)
			if a := g.Action(); a.Stealth != 1 {
				t.Errorf("stealth %d, want 1", a.Stealth)
			}
			answer(t, g, "Do not block")
			finish(t, g)
			wantBlood(t, v, tc.want)
		})
	}
}
