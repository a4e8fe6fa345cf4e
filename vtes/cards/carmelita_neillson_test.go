package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Carmelita Neillson: +1 hand size while she is ready (card text; §14 C8):
// the discard phase refills the hand to 8, or to 7 while she is in
// torpor.
func TestCarmelitaNeillson(t *testing.T) {
	for _, tc := range []struct {
		zone vtes.Zone
		want int
	}{{vtes.ZoneReady, 8}, {vtes.ZoneTorpor, 7}} {
		s := newScenario(2)
		if tc.zone == vtes.ZoneReady {
			s.Ready(0, "Carmelita Neillson", 3)
		} else {
			s.Torpor(0, "Carmelita Neillson", 3)
		}
		s.Library(0, "Majesty", "Majesty", "Majesty", "Majesty", "Majesty", "Majesty",
			"Majesty", "Majesty", "Majesty", "Majesty")
		g := s.Start(0, 2, vtes.PhaseDiscard)
		finish(t, g)
		if got := len(g.Hand(0)); got != tc.want {
			t.Errorf("Carmelita in the %s: hand of %d, want %d", tc.zone, got, tc.want)
		}
	}
}
