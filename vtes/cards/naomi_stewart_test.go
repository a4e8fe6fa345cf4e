package cards_test

import "testing"

// Naomi Stewart (dom FOR PRE, capacity 5, untitled): inferior Dominate,
// superior Fortitude and Presence (§1.3).
func TestNaomiStewart(t *testing.T) {
	g := bleedWith(t, "Naomi Stewart", "Conditioning")
	naomi := g.Action().Actor
	wantVotes(t, g, naomi, 0)
	wantCapacity(t, g, naomi, 5)
	mustOffer(t, g, "Play Conditioning (+2 bleed)")
	mustNotOffer(t, g, "Play Conditioning (+3 bleed)")
}
