package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Lauren (aus dom tha, capacity 4): no votes, no special ability (§1.3).
func TestLauren(t *testing.T) {
	vanilla(t, "Lauren", 4, 0, vtes.Auspex,
		vtes.Inferior)
}
