package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Ingrid Rossler, prince of Geneva: 2 votes; +2 transfers in an influence
// phase that starts with her ready, none with her in torpor (card text;
// §3.6).
func TestIngridRossler(t *testing.T) {
	vanilla(t, "Ingrid Rossler", 9, 2, vtes.Protean, vtes.Superior)
	for _, tc := range []struct {
		name   string
		torpor bool
		want   int
	}{{"ready: 4 + 2 transfers", false, 6}, {"in torpor: 4 transfers", true, 4}} {
		t.Run(tc.name, func(t *testing.T) {
			s := newScenario(3)
			s.Uncontrolled(0, "Ashley", 0)
			if tc.torpor {
				s.Torpor(0, "Ingrid Rossler", 3)
			} else {
				s.Ready(0, "Ingrid Rossler", 3)
			}
			g := s.Start(0, 5, vtes.PhaseInfluence)
			if n := g.TransfersLeft(0); n != tc.want {
				t.Errorf("%d transfers, want %d", n, tc.want)
			}
		})
	}
}
