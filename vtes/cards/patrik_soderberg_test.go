package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Patrik Söderberg (dom for tha AUS, capacity 5): no votes, no special ability (§1.3).
func TestPatrikSoderberg(t *testing.T) {
	vanilla(t, "Patrik Söderberg", 5, 0, vtes.Auspex,
		vtes.Superior)
}
