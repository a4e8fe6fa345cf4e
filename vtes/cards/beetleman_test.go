package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Beetleman (obf ANI, capacity 4): no special ability (§1.3, §9.8).
func TestBeetleman(t *testing.T) {
	vanilla(t, "Beetleman", 4, 0, vtes.Animalism, vtes.Superior)
}
