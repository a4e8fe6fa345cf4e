package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Meaghan (aus obf, capacity 3): no votes, no special ability (§1.3).
func TestMeaghan(t *testing.T) {
	vanilla(t, "Meaghan", 3, 0, vtes.Auspex,
		vtes.Inferior)
}
