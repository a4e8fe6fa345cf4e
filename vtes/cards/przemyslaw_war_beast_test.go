package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Przemysław, War Beast (Sabbat bishop, Path of Caine): its capacity, 1 vote(s) and
// inferior Celerity (§1.3, §9.8).
func TestPrzemyslawWarBeast(t *testing.T) {
	vanilla(t, "Przemysław, War Beast", 6, 1, vtes.Celerity, vtes.Inferior)
}
