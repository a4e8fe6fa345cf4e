package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Martina Srnankova: +1 intercept during bleed actions only (card text;
// §4.3): Earth Control's +1 stealth no longer beats her on a bleed; a
// hunt's own +1 stealth does.
func TestMartinaSrnankova(t *testing.T) {
	for _, tc := range []struct {
		action  []string
		blocks  bool
		comment string
	}{
		{[]string{"Hanna Nokelainen bleeds", "Block with Martina", "Play Earth Control (+1 stealth)"},
			true, "1 stealth against her 1 intercept"},
		{[]string{"Hanna Nokelainen hunts", "Block with Martina"},
			false, "the hunt's 1 stealth against no intercept"},
	} {
		t.Run(tc.action[0], func(t *testing.T) {
			s := newScenario(3)
			readyWithHand(s, 0, "Hanna Nokelainen", 3, "Earth Control")
			s.Ready(1, "Martina Srnankova", 3)
			s.Ready(2, "Rayne", 3)
			g := s.Start(0, 2, vtes.PhaseMinion)
			answer(t, g, tc.action...)
			finish(t, g)
			if got := logged(g, "Martina Srnankova blocks Hanna Nokelainen"); got != tc.blocks {
				t.Errorf("%s: block %v, want %v (%s)\n%s", tc.action[0], got, tc.blocks, tc.comment, logText(g))
			}
		})
	}
}
