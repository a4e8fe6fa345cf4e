package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Morel (AUS DEM OBF, capacity 6): no special ability (§1.3, §9.8).
func TestMorel(t *testing.T) {
	vanilla(t, "Morel", 6, 0, vtes.Obfuscate, vtes.Superior)
}
