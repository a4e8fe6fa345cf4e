package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Seduction, as the action is announced: [dom] a vampire younger than the
// acting one, [DOM] any vampire, cannot block this action (card text;
// group G00052).
func TestSeduction(t *testing.T) {
	t.Run("inferior: a younger vampire only", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Naomi Stewart", 3, "Seduction") // capacity 5
		s.Ready(1, "Dr. Stephen Norton", 3)                  // capacity 4
		s.Ready(1, "Madison", 3)                             // capacity 6
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Naomi Stewart bleeds")
		mustNotOffer(t, g, "(a vampire cannot block)")
		answer(t, g, "Play Seduction (a younger vampire cannot block)") // Norton, the only younger one
		mustNotOffer(t, g, "Block with Dr. Stephen Norton")
		mustOffer(t, g, "Block with Madison")
	})
	t.Run("superior: any vampire", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Madison", 3, "Seduction")
		s.Ready(1, "Alice Chen", 3)
		s.Ready(1, "Naomi Stewart", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Madison bleeds", "Play Seduction (a vampire cannot block)", "Alice Chen")
		mustNotOffer(t, g, "Block with Alice Chen")
		mustOffer(t, g, "Block with Naomi Stewart")
	})
	t.Run("only as the action is announced", func(t *testing.T) {
		g := startActing("Madison", 3, "Seduction", "Alice Chen", 3)
		answer(t, g, "Madison bleeds", "Pass", "Block with Alice Chen")
		neverOffered(t, g, "Play Seduction")
	})
}
