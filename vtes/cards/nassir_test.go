package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Nassir (aus THA, capacity 4): no votes, no special ability (§1.3).
func TestNassir(t *testing.T) {
	vanilla(t, "Nassir", 4, 0, vtes.BloodSorcery,
		vtes.Superior)
}
