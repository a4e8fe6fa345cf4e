package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Lyyli Yösydän (Sabbat, Path of Power and the Inner Voice, capacity 5):
// its capacity, 0 vote(s) and its Potence (§1.3, §9.8).
func TestLyyliYosydan(t *testing.T) {
	vanilla(t, "Lyyli Yösydän", 5, 0, vtes.Potence, vtes.Superior)
}
