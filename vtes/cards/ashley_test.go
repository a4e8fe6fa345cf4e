package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Ashley (dom obf, capacity 3): no votes, no special ability (§1.3).
func TestAshley(t *testing.T) {
	vanilla(t, "Ashley", 3, 0, vtes.Dominate,
		vtes.Inferior)
}
