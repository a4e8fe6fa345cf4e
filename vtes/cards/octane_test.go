package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Octane (Anarch, CEL POT PRE, capacity 6): its capacity, votes and superior Celerity (§1.3, §9.8).
func TestOctane(t *testing.T) {
	vanilla(t, "Octane", 6, 0, vtes.Celerity, vtes.Superior)
}
