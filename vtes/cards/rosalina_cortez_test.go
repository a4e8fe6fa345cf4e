package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Rosalina Cortez (THA, capacity 3): no votes, no special ability (§1.3).
func TestRosalinaCortez(t *testing.T) {
	vanilla(t, "Rosalina Cortez", 3, 0, vtes.BloodSorcery,
		vtes.Superior)
}
