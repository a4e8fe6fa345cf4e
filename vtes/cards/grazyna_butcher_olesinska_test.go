package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Grażyna "Butcher" Olesińska (Sabbat bishop, Path of Caine): its capacity, 1 vote(s) and
// inferior Protean (§1.3, §9.8).
func TestGrazynaButcherOlesinska(t *testing.T) {
	vanilla(t, "Grażyna \"Butcher\" Olesińska", 5, 1, vtes.Protean, vtes.Inferior)
}
