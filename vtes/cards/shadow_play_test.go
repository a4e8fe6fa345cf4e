package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Shadow Play, for 1 blood: +1 stealth, +2 superior, once blocked (card
// text; §4.3).
func TestShadowPlay(t *testing.T) {
	for _, tc := range []struct {
		mode, intercept string
		blocked         bool
	}{
		{"(+1 stealth)", "(+1 intercept)", true},
		{"(+2 stealth)", "(+1 intercept)", false},
	} {
		t.Run(tc.mode, func(t *testing.T) {
			s := newScenario(3)
			p := readyWithHand(s, 0, "Percival", 3, "Shadow Play")
			readyWithHand(s, 1, "Guggenheim", 3, "Enhanced Senses")
			g := s.Start(0, 2, vtes.PhaseMinion)
			answer(t, g, "Percival bleeds", "Block with Guggenheim",
				"Play Shadow Play "+tc.mode, "Play Enhanced Senses "+tc.intercept)
			finish(t, g)
			if got := logged(g, "Guggenheim blocks Percival"); got != tc.blocked {
				t.Errorf("blocked %v, want %v\n%s", got, tc.blocked, logText(g))
			}
			if !tc.blocked {
				wantBlood(t, p, 2)
			}
		})
	}
}
