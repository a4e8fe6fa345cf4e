package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Tamoszius (aus CEL PRE, capacity 5): no votes, no special ability (§1.3).
func TestTamoszius(t *testing.T) {
	vanilla(t, "Tamoszius", 5, 0, vtes.Celerity,
		vtes.Superior)
}
