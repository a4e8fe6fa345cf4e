package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Belinde, Prince of Copenhagen (ani aus pot OBF, capacity 6): a prince's 2 votes, no special ability (§1.3).
func TestBelinde(t *testing.T) {
	vanilla(t, "Belinde", 6, 2, vtes.Obfuscate,
		vtes.Superior)
}
