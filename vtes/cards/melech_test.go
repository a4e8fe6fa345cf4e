package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Melech (Anarch, pro OBF, capacity 4): its capacity, votes and superior Obfuscate (§1.3, §9.8).
func TestMelech(t *testing.T) {
	vanilla(t, "Melech", 4, 0, vtes.Obfuscate, vtes.Superior)
}
