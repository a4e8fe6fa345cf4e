package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Gelasia Fotiou (obf pre AUS DOM, capacity 6): no votes, no special ability (§1.3).
func TestGelasiaFotiou(t *testing.T) {
	vanilla(t, "Gelasia Fotiou", 6, 0, vtes.Auspex,
		vtes.Superior)
}
