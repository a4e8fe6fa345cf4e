package cards_test

import "testing"

// Dr. Stephen Norton (aus OBF, capacity 4, untitled): no votes; superior
// Obfuscate, no Dominate (§1.3).
func TestDrStephenNorton(t *testing.T) {
	g := bleedWith(t, "Dr. Stephen Norton", "Threats", "Spying Mission")
	sn := g.Action().Actor
	wantVotes(t, g, sn, 0)
	wantCapacity(t, g, sn, 4)
	mustNotOffer(t, g, "Play Threats")
	mustOffer(t, g, "Play Spying Mission (no pool now")
}
