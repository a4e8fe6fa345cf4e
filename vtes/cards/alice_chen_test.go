package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Alice Chen, Prince of Nairobi (dom obf FOR PRE, capacity 7): a prince's
// 2 votes and prince-only cards; inferior Dominate only (§1.3, §9.8).
func TestAliceChen(t *testing.T) {
	s := newScenario(3)
	alice := s.Ready(0, "Alice Chen", 3)
	s.Uncontrolled(0, "Naomi Stewart", 0)
	s.Hand(0, "Fourth Tradition: The Accounting", "Conditioning")
	g := s.Start(0, 2, vtes.PhaseMinion)
	wantVotes(t, g, alice, 2)
	wantCapacity(t, g, alice, 7)
	mustOffer(t, g, "Alice Chen: Fourth Tradition: The Accounting")
	answer(t, g, "Alice Chen bleeds")
	mustOffer(t, g, "Play Conditioning (+2 bleed)")
	mustNotOffer(t, g, "Play Conditioning (+3 bleed)")
}
