package cards_test

import (
	"testing"

	"kindred/vtes"
)

// L'Épuisette: +1 bleed against a Methuselah who controls a ready
// Toreador; a Toreador antitribu or a Toreador in torpor gives nothing
// (card text; §3.5.1).
func TestLepuisette(t *testing.T) {
	for _, tc := range []struct {
		name   string
		prey   string
		torpor bool
		pool   int
	}{
		{"a ready Toreador", "Bret Stryker", false, 28},
		{"a Toreador antitribu", "Loonar", false, 29},
		{"a Toreador in torpor", "Bret Stryker", true, 29},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := newScenario(3)
			s.Ready(0, "L'Épuisette", 3)
			if tc.torpor {
				s.Torpor(1, tc.prey, 0)
			} else {
				s.Ready(1, tc.prey, 3)
			}
			g := s.Start(0, 2, vtes.PhaseMinion)
			answer(t, g, "L'Épuisette bleeds")
			finish(t, g)
			wantPool(t, g, 30, tc.pool, 30)
		})
	}
	vanilla(t, "L'Épuisette", 4, 0, vtes.Protean, vtes.Inferior)
}
