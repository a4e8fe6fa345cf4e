package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Brock Sterling (FOR, capacity 3): no votes, no special ability (§1.3).
func TestBrockSterling(t *testing.T) {
	vanilla(t, "Brock Sterling", 3, 0, vtes.Fortitude,
		vtes.Superior)
}
