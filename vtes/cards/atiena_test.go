package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Atiena, baron of Mombasa (Anarch, obf pot pre CEL, capacity 6): its capacity, votes and superior Celerity (§1.3, §9.8).
func TestAtiena(t *testing.T) {
	vanilla(t, "Atiena", 6, 2, vtes.Celerity, vtes.Superior)
}
