package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Guggenheim (Sabbat, AUS CEL PRE, capacity 6): its capacity, votes and superior Auspex (§1.3, §9.8).
func TestGuggenheim(t *testing.T) {
	vanilla(t, "Guggenheim", 6, 0, vtes.Auspex, vtes.Superior)
}
