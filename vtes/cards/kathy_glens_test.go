package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Kathy Glens (aus cel tha PRE, capacity 5): no votes, no special ability (§1.3).
func TestKathyGlens(t *testing.T) {
	vanilla(t, "Kathy Glens", 5, 0, vtes.Presence,
		vtes.Superior)
}
