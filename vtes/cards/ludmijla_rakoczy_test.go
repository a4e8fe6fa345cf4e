package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Ludmijla Rakoczy, Sabbat bishop: a card requiring Animalism she plays
// costs her 1 blood less (Raptor: 1 blood, not 2); another vampire pays
// in full; a card requiring another Discipline costs her what it says
// (card text; §9.8, §14 C6).
func TestLudmijlaRakoczy(t *testing.T) {
	for _, tc := range []struct {
		vampire, card string
		want          int
	}{
		{"Ludmijla Rakoczy", "Raptor (employ (superior))", 3},
		{"Rurik Rakoczy", "Raptor (employ (superior))", 2},
		{"Ludmijla Rakoczy", "The Embrace", 2},
	} {
		t.Run(tc.vampire+" "+tc.card, func(t *testing.T) {
			s := newScenario(3)
			v := s.Ready(0, tc.vampire, 4)
			s.Hand(0, "Raptor", "The Embrace")
			g := s.Start(0, 2, vtes.PhaseMinion)
			answer(t, g, tc.vampire+": "+tc.card)
			finish(t, g)
			wantBlood(t, v, tc.want)
		})
	}
	vanilla(t, "Ludmijla Rakoczy", 7, 1, vtes.Animalism, vtes.Superior)
}
