package vtes_test

import (
	"testing"

	"kindred/vtes"
)

// A rival Prague prince for Vasily's title contest.
var _ = titled(991015, "Test Prince of Prague", "Ventrue", vtes.Camarilla, vtes.Prince, "Prague")

// §10.2, Static.TitleContestCost: Vasily (vtes/cards/vasily.go) pays 2
// blood to go on contesting his title without the Edge, 1 with it.
func TestTitleContestCost(t *testing.T) {
	for _, tc := range []struct {
		name string
		edge bool
		pay  string
		left int
	}{
		{"without the Edge", false, "Pay 2 blood from Vasily", 1},
		{"with the Edge", true, "Pay 1 blood from Vasily", 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g, vasily, _ := titleContest(t, "Vasily", "Test Prince of Prague", 1, 6,
				func(s *vtes.Scenario) {
					if tc.edge {
						s.Edge(0)
					}
				})
			if tc.edge {
				answer(t, g, "No") // the Edge's pool, not taken: the Edge stays
			}
			asked(t, g, 0, "vtes.yield")
			answer(t, g, tc.pay)
			if vasily.Blood != tc.left || !vasily.TitleContested {
				t.Fatalf("Vasily: %d blood, contested %v; want %d, still contesting",
					vasily.Blood, vasily.TitleContested, tc.left)
			}
		})
	}
}
