package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Sully (aus dom obf, capacity 4): no votes, no special ability (§1.3).
func TestSully(t *testing.T) {
	vanilla(t, "Sully", 4, 0, vtes.Auspex,
		vtes.Inferior)
}
