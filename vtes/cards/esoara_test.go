package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Esoara (Sabbat, aus for pot DOM, capacity 5): its capacity, votes and
// superior Dominate (§1.3, §9.8).
func TestEsoara(t *testing.T) {
	vanilla(t, "Esoara", 5, 0, vtes.Dominate, vtes.Superior)
}
