package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Arthur Denholm (obf AUS DEM, capacity 5): no special ability (§1.3, §9.8).
func TestArthurDenholm(t *testing.T) {
	vanilla(t, "Arthur Denholm", 5, 0, vtes.Dementation, vtes.Superior)
}
