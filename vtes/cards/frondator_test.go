package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Frondator: a rescue costs him 1 blood, not 2; another vampire still
// pays 2 (card text; §7.3).
func TestFrondator(t *testing.T) {
	for _, tc := range []struct {
		rescuer string
		left    int
	}{{"Frondator", 2}, {"Janine", 1}} {
		t.Run(tc.rescuer, func(t *testing.T) {
			s := newScenario(3)
			r := s.Ready(0, tc.rescuer, 3)
			s.Torpor(0, "Ember Wright", 0)
			s.Ready(1, "Mkhokheli", 3)
			g := s.Start(0, 2, vtes.PhaseMinion)
			answer(t, g, tc.rescuer+" rescues Ember Wright")
			finish(t, g)
			wantBlood(t, r, tc.left)
		})
	}
}
