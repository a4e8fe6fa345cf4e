package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Karl Schrekt: 2 votes; plays cards requiring a justicar as if he were
// one; +1 intercept (card text; §1.5.4, §4.3, §5.3).
func TestKarlSchrekt(t *testing.T) {
	t.Run("a card requiring a justicar", func(t *testing.T) {
		s := newScenario(3)
		karl := readyWithHand(s, 0, "Karl Schrekt", 3, "First Tradition: The Masquerade")
		s.Ready(1, "Rayne", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustOffer(t, g, "Karl Schrekt: First Tradition: The Masquerade")
		wantVotes(t, g, karl, 2)
	})
	t.Run("+1 intercept", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Rayne", 3)
		s.Ready(1, "Karl Schrekt", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Rayne hunts", "Block with Karl Schrekt")
		finish(t, g)
		if !logged(g, "Karl Schrekt blocks Rayne") {
			t.Errorf("Karl Schrekt did not block a +1 stealth hunt\n%s", logText(g))
		}
	})
}
