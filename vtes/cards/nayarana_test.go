package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Nayarana (Camarilla, cel THA, capacity 4): its capacity, votes and superior BloodSorcery (§1.3, §9.8).
func TestNayarana(t *testing.T) {
	vanilla(t, "Nayarana", 4, 0, vtes.BloodSorcery, vtes.Superior)
}
