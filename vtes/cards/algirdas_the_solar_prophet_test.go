package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Algirdas, The Solar Prophet: strike cards cost an opposing younger
// vampire 1 blood more, not one as old as he is (card text; §14 C6).
func TestAlgirdasTheSolarProphet(t *testing.T) {
	for _, tc := range []struct {
		name, striker string
		blood         int
	}{
		{"younger (capacity 5): +1 blood", "Horace Radcliffe", 2},
		{"as old (capacity 7): no more", "Serhat Gunde, Combat Junkie", 3},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := newScenario(3)
			striker := readyWithHand(s, 0, tc.striker, 4, "Roundhouse")
			s.Ready(1, "Algirdas, The Solar Prophet", 6)
			g := s.Start(0, 2, vtes.PhaseMinion)
			blockedBleed(t, g, tc.striker, "Algirdas, The Solar Prophet")
			answer(t, g, "Play Roundhouse (hand strike at +2)")
			wantBlood(t, striker, tc.blood) // and 1 damage from Algirdas's hand strike
		})
	}
	vanilla(t, "Algirdas, The Solar Prophet", 7, 1, vtes.Celerity, vtes.Superior)
}
