package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Máddji, Mistress of Szlachtas: a retainer requiring a Tzimisce costs her
// 1 blood less; another Tzimisce pays in full (card text; §14 C6).
func TestMaddjiMistressOfSzlachtas(t *testing.T) {
	for _, tc := range []struct {
		vampire string
		blood   int
	}{{"Máddji, Mistress of Szlachtas", 3}, {"Saankaláxt", 2}} {
		t.Run(tc.vampire, func(t *testing.T) {
			s := newScenario(3)
			v := readyWithHand(s, 0, tc.vampire, 3, "Szlachta Bodyguard")
			g := s.Start(0, 2, vtes.PhaseMinion)
			answer(t, g, "Szlachta Bodyguard (employ)")
			finish(t, g)
			wantBlood(t, v, tc.blood)
		})
	}
}
