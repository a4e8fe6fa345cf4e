package cards_test

import (
	"testing"

	"kindred/vtes"
)

// André the Manipulator: +2 hand size while he is ready (card text; §14
// C8): the discard phase refills the hand to 9, or to 7 while he is in
// torpor.
func TestAndreTheManipulator(t *testing.T) {
	for _, tc := range []struct {
		zone vtes.Zone
		want int
	}{{vtes.ZoneReady, 9}, {vtes.ZoneTorpor, 7}} {
		s := newScenario(2)
		if tc.zone == vtes.ZoneReady {
			s.Ready(0, "André the Manipulator", 3)
		} else {
			s.Torpor(0, "André the Manipulator", 3)
		}
		for range 10 {
			s.Library(0, "Majesty")
		}
		g := s.Start(0, 2, vtes.PhaseDiscard)
		finish(t, g)
		if got := len(g.Hand(0)); got != tc.want {
			t.Errorf("André in the %s: hand of %d, want %d", tc.zone, got, tc.want)
		}
	}
}
