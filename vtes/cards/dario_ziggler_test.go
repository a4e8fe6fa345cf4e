package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Dario Ziggler (Anarch, ani pro tha FOR, capacity 5): its capacity, votes and superior Fortitude (§1.3, §9.8).
func TestDarioZiggler(t *testing.T) {
	vanilla(t, "Dario Ziggler", 5, 0, vtes.Fortitude, vtes.Superior)
}
