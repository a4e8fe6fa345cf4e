package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Aluc Romas de Leon (Anarch, aus obf pro PRE, capacity 5): its capacity, votes and superior Presence (§1.3, §9.8).
func TestAlucRomasDeLeon(t *testing.T) {
	vanilla(t, "Aluc Romas de Leon", 5, 0, vtes.Presence, vtes.Superior)
}
