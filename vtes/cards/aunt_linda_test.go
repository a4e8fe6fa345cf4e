package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Aunt Linda (obf POT, capacity 4): no votes, no special ability (§1.3).
func TestAuntLinda(t *testing.T) {
	vanilla(t, "Aunt Linda", 4, 0, vtes.Potence,
		vtes.Superior)
}
