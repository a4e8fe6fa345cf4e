package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Ryan (ani obf pot, capacity 4): no votes, no special ability (§1.3).
func TestRyan(t *testing.T) {
	vanilla(t, "Ryan", 4, 0, vtes.Animalism,
		vtes.Inferior)
}
