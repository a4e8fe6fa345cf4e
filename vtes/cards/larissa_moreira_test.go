package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Larissa Moreira: during a bleed she may discard a card requiring
// Animalism for +1 bleed, once each action (card text; §14 C10 "During X,
// do Y" once per X; ruling group G00117: only during a bleed, before
// resolution).
func TestLarissaMoreira(t *testing.T) {
	t.Run("bleed: discard an Animalism card for +1 bleed, once", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Larissa Moreira", 3)
		hand := s.Hand(0, "Carrion Crows", "Raven Spy", "Roundhouse")
		s.Library(0, "Blood Doll")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Larissa Moreira bleeds")
		mustOffer(t, g, "Use Larissa Moreira: discard a card requiring Animalism")
		answer(t, g, "Use Larissa Moreira", "Carrion Crows")
		neverOffered(t, g, "Use Larissa Moreira")
		wantPool(t, g, 30, 28, 30)
		wantZone(t, hand[0], vtes.ZoneAsh)
		if n := len(g.Hand(0)); n != 3 {
			t.Errorf("hand of %d cards after the discard, want 3 (replacement drawn)", n)
		}
	})
	t.Run("only with an Animalism card in hand", func(t *testing.T) {
		g := minionPhase("Larissa Moreira", 3, "Roundhouse", "Lost in Crowds")
		answer(t, g, "Larissa Moreira bleeds")
		neverOffered(t, g, "Use Larissa Moreira")
		wantPool(t, g, 30, 29, 30)
	})
	t.Run("not during a hunt", func(t *testing.T) {
		g := minionPhase("Larissa Moreira", 3, "Carrion Crows", "Raven Spy")
		answer(t, g, "Larissa Moreira hunts")
		neverOffered(t, g, "Use Larissa Moreira")
	})
}
