package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Baixinho (ani obf, capacity 3): no votes, no special ability (§1.3).
func TestBaixinho(t *testing.T) {
	vanilla(t, "Baixinho", 3, 0, vtes.Animalism,
		vtes.Inferior)
}
