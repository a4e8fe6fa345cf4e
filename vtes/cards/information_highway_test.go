package cards_test

import (
	"fmt"
	"testing"

	"kindred/vtes"
)

// Information Highway: a unique location, free; +2 transfers in its
// Methuselah's influence phases, not in another's (card text; §3.6).
func TestInformationHighway(t *testing.T) {
	t.Run("played for no pool", func(t *testing.T) {
		wantPlayed(t, "", "Information Highway", 30)
	})
	for _, tc := range []struct {
		name       string
		owner      int
		turn, want int
	}{
		{"turn 2: 2 + 2", 0, 2, 4},
		{"turn 5: 4 + 2", 0, 5, 6},
		{"another Methuselah's", 1, 5, 4},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := newScenario(3)
			s.Uncontrolled(0, "Ashley", 0)
			s.InPlay(tc.owner, "Information Highway")
			g := s.Start(0, tc.turn, vtes.PhaseInfluence)
			var n, p int
			prompt := g.Pending().Prompt.String()
			if _, err := fmt.Sscanf(prompt, "Influence phase: %d transfer(s) left, %d pool.",
				&n, &p); err != nil {
				t.Fatalf("influence prompt %q: %v", prompt, err)
			}
			if n != tc.want {
				t.Errorf("%d transfers, want %d", n, tc.want)
			}
		})
	}
}
