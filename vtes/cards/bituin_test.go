package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Bituin, baron of Manila (Anarch, ani cel dom THA, capacity 6): its capacity, votes and superior Blood Sorcery (§1.3, §9.8).
func TestBituin(t *testing.T) {
	vanilla(t, "Bituin", 6, 2, vtes.BloodSorcery, vtes.Superior)
}
