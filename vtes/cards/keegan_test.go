package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Keegan: once each turn, after he performs a successful action requiring
// a Gangrel, he can unlock (card text; §14 C10).
func TestKeegan(t *testing.T) {
	t.Run("unlocks after Rewilding, once each turn", func(t *testing.T) {
		s := newScenario(3)
		keegan := readyWithHand(s, 0, "Keegan", 8, "Rewilding", "Thing")
		s.InPlay(1, "Elder Library")
		s.Uncontrolled(0, "Hanna Nokelainen", 0)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Rewilding (burn a location and 2 pool → Elder Library)",
			"Use Keegan: unlock")
		wantLocked(t, keegan, false)
		answer(t, g, "Keegan: Thing")
		neverOffered(t, g, "Use Keegan")
		wantPool(t, g, 30, 28, 30)
	})
	t.Run("not after a bleed", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Keegan", 8)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Keegan bleeds")
		neverOffered(t, g, "Use Keegan")
	})
}
