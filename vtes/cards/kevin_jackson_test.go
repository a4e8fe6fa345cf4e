package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Kevin Jackson, Camarilla Prince of Chicago: in combat with a Brujah he
// has +1 strength, and the Brujah too; against others, neither (card
// text; §6.4).
func TestKevinJackson(t *testing.T) {
	for _, tc := range []struct {
		blocker      string
		kevin, other int // damage each takes from the other's hand strike
	}{
		{"Leumeah", 2, 2}, // Brujah
		{"Alice Chen", 1, 1},
	} {
		t.Run(tc.blocker, func(t *testing.T) {
			s := newScenario(3)
			kevin := s.Ready(0, "Kevin Jackson", 5)
			other := s.Ready(1, tc.blocker, 5)
			g := s.Start(0, 2, vtes.PhaseMinion)
			wantCapacity(t, g, kevin, 7)
			answer(t, g, "Kevin Jackson bleeds", "Block with "+tc.blocker)
			finish(t, g)
			wantBlood(t, kevin, 5-tc.kevin)
			wantBlood(t, other, 5-tc.other)
		})
	}
}
