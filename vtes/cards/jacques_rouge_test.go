package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Jacques Rouge, baron of Versailles (Anarch, ani pot pre OBF, capacity 6): its capacity, votes and superior Obfuscate (§1.3, §9.8).
func TestJacquesRouge(t *testing.T) {
	vanilla(t, "Jacques Rouge", 6, 2, vtes.Obfuscate, vtes.Superior)
}
