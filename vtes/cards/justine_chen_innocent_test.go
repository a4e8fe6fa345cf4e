package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Justine Chen, Innocent (Sabbat, pre, capacity 2): its capacity, votes and inferior Presence (§1.3, §9.8).
func TestJustineChenInnocent(t *testing.T) {
	vanilla(t, "Justine Chen, Innocent", 2, 0, vtes.Presence, vtes.Inferior)
}
