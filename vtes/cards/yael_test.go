package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Yael (Independent, aus dom for, capacity 4): its capacity, votes and inferior Fortitude (§1.3, §9.8).
func TestYael(t *testing.T) {
	vanilla(t, "Yael", 4, 0, vtes.Fortitude, vtes.Inferior)
}
