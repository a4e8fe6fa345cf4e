package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Colette (dom AUS OBF, capacity 5): no votes, no special ability (§1.3).
func TestColette(t *testing.T) {
	vanilla(t, "Colette", 5, 0, vtes.Auspex,
		vtes.Superior)
}
