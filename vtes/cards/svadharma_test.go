package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Svadharma: needs a ready Ravnos; 2 blood to a ready Ravnos (card text;
// §1.5.4).
func TestSvadharma(t *testing.T) {
	t.Run("2 blood to a ready Ravnos", func(t *testing.T) {
		s := newScenario(3)
		gathii := s.Ready(0, "Gathii", 2) // Ravnos
		s.Hand(0, "Svadharma")
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Play Svadharma")
		wantBlood(t, gathii, 4)
	})
	t.Run("not without a ready Ravnos", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Marcel", 2)
		s.Torpor(0, "Gathii", 2)
		s.Hand(0, "Svadharma")
		g := s.Start(0, 2, vtes.PhaseMaster)
		mustNotOffer(t, g, "Play Svadharma")
	})
}
