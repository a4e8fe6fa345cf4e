package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Rayne (Anarch, pot, capacity 2): its capacity, votes and inferior Potence (§1.3, §9.8).
func TestRayne(t *testing.T) {
	vanilla(t, "Rayne", 2, 0, vtes.Potence, vtes.Inferior)
}
