package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Sreelekha: +1 bleed; ready as her Methuselah's discard phase begins,
// +1 discard phase action; in torpor, none (card text; §3.7).
func TestSreelekha(t *testing.T) {
	t.Run("+1 bleed", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Sreelekha", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Sreelekha bleeds Methuselah 2")
		finish(t, g)
		wantPool(t, g, 30, 28, 30)
	})
	for _, tc := range []struct {
		name   string
		torpor bool
		want   bool
	}{{"ready: two discards", false, true}, {"in torpor: one", true, false}} {
		t.Run(tc.name, func(t *testing.T) {
			s := newScenario(3)
			if tc.torpor {
				s.Torpor(0, "Sreelekha", 3)
			} else {
				s.Ready(0, "Sreelekha", 3)
			}
			s.Hand(0, "Revenant", "Papillon")
			g := s.Start(0, 2, vtes.PhaseDiscard)
			answer(t, g, "Discard Revenant")
			if got := offered(g, "Discard Papillon"); got != tc.want {
				t.Errorf("a second discard offered: %v, want %v; %q", got, tc.want, labels(g))
			}
		})
	}
}
