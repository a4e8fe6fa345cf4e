package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Jean-François (Anarch, ani obf pre, capacity 4): its capacity, votes and inferior Obfuscate (§1.3, §9.8).
func TestJeanFrancois(t *testing.T) {
	vanilla(t, "Jean-François", 4, 0, vtes.Obfuscate, vtes.Inferior)
}
