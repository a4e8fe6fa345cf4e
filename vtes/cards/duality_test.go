package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Duality: after replacing a card requiring Vicissitude she played, her
// Methuselah may draw 1 more card and discards down; not after another
// card, nor for another vampire's card (card text; §1.5.3).
func TestDuality(t *testing.T) {
	t.Run("a Vicissitude card: draw 1, discard down", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Duality", 3, "Changeling")
		s.Library(0, "Art Scam", "Wash")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Duality bleeds", "Play Changeling (+1 bleed)")
		answer(t, g, "Yes")
		if n := len(g.Hand(0)); n != 2 {
			t.Fatalf("hand of %d, want 2 (the replacement and the extra card) before discarding", n)
		}
		finish(t, g)
		wantPool(t, g, 30, 28, 30)
	})
	t.Run("declined: no extra card", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Duality", 3, "Changeling")
		s.Library(0, "Art Scam", "Wash")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Duality bleeds", "Play Changeling (+1 bleed)", "No")
		if n := len(g.Hand(0)); n != 1 {
			t.Fatalf("hand of %d, want 1", n)
		}
	})
	t.Run("not for another card", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Duality", 3, "The Embrace")
		s.Library(0, "Wash", "Wash")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Duality: The Embrace")
		mustNotOffer(t, g, "Yes")
	})
	vanilla(t, "Duality", 6, 0, vtes.Vicissitude, vtes.Superior)
}
