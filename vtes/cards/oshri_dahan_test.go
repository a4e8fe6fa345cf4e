package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Oshri Dahan (dom for pre, capacity 4): no votes, no special ability (§1.3).
func TestOshriDahan(t *testing.T) {
	vanilla(t, "Oshri Dahan", 4, 0, vtes.Dominate,
		vtes.Inferior)
}
