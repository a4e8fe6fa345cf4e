package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Wauneka (ani aus obf POT, capacity 5): no votes, no special ability (§1.3).
func TestWauneka(t *testing.T) {
	vanilla(t, "Wauneka", 5, 0, vtes.Potence,
		vtes.Superior)
}
