package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Rexton "Savage" Abernathy: allies and vampires of capacity 3 or less
// cannot block him; a vampire of capacity 4 or more can (card text;
// §4.2).
func TestRextonSavageAbernathy(t *testing.T) {
	const rexton = "Rexton \"Savage\" Abernathy"
	for _, tc := range []struct {
		blocker string
		may     bool
	}{
		{"Lika, The Purger", false}, // capacity 3
		{"Suwira", false},           // capacity 2
		{"Onkabetse, Arriviste", true},
	} {
		t.Run(tc.blocker, func(t *testing.T) {
			s := newScenario(3)
			s.Ready(0, rexton, 4)
			s.Ready(1, tc.blocker, 2)
			g := s.Start(0, 2, vtes.PhaseMinion)
			answer(t, g, rexton+" bleeds")
			if got := offered(g, "Block with "+tc.blocker); got != tc.may {
				t.Errorf("%s offered to block: %v, want %v; options %q", tc.blocker, got, tc.may, labels(g))
			}
		})
	}
}
