package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Ragnar Nordstrom: cards requiring Protean cost him 1 blood less; +1
// strength in combat with an ally or a younger vampire, not an older one
// (card text; §1.5.6, §6.4).
func TestRagnarNordstrom(t *testing.T) {
	t.Run("against a younger vampire, Body Flare for 1 blood", func(t *testing.T) {
		s := newScenario(3)
		ragnar := readyWithHand(s, 0, "Ragnar Nordstrom", 5, "Body Flare") // capacity 8
		s.Ready(1, "Farah Sarroub", 6)                                     // capacity 7
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Ragnar Nordstrom", "Farah Sarroub")
		mustOffer(t, g, "Hand strike (2 damage)")
		answer(t, g, "Play Body Flare (2 aggravated damage)")
		finish(t, g)
		wantBlood(t, ragnar, 3) // 1 for the card, 1 from the hand strike
	})
	t.Run("against an older vampire", func(t *testing.T) {
		g, _, _ := startBlockedBleed(t, "Ragnar Nordstrom", 5, "Body Flare", "Kasim Bayar", 6) // Kasim: capacity 9
		mustOffer(t, g, "Hand strike (1 damage)")
	})
}
