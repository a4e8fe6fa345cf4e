package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Amelia Locke (cel dom FOR PRE, capacity 6, untitled): no votes, no
// prince-only cards; inferior Dominate: Conditioning at +2 only (§1.3).
func TestAmeliaLocke(t *testing.T) {
	s := newScenario(3)
	amelia := s.Ready(0, "Amelia Locke", 3)
	s.Uncontrolled(0, "Naomi Stewart", 0)
	s.Hand(0, "Fourth Tradition: The Accounting", "Conditioning", "Restoration")
	g := s.Start(0, 2, vtes.PhaseMinion)
	wantVotes(t, g, amelia, 0)
	wantCapacity(t, g, amelia, 6)
	mustNotOffer(t, g, "Fourth Tradition")
	mustOffer(t, g, "Amelia Locke: Restoration (gain 3 blood)") // superior Fortitude
	answer(t, g, "Amelia Locke bleeds")
	mustOffer(t, g, "Play Conditioning (+2 bleed)")
	mustNotOffer(t, g, "Play Conditioning (+3 bleed)")
}
