package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Massimo Falconi (aus cel pre, capacity 4): no votes, no special ability (§1.3).
func TestMassimoFalconi(t *testing.T) {
	vanilla(t, "Massimo Falconi", 4, 0, vtes.Auspex,
		vtes.Inferior)
}
