package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Ilias cel Frumos (Sabbat, aus vic, capacity 3): its capacity, 0 vote(s) and inferior Vicissitude (§1.3, §9.8).
func TestIliasCelFrumos(t *testing.T) {
	vanilla(t, "Ilias cel Frumos", 3, 0, vtes.Vicissitude, vtes.Inferior)
}
