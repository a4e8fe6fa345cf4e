package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Prentis Derby (Anarch, ani dom pro, capacity 4): its capacity, votes and inferior Protean (§1.3, §9.8).
func TestPrentisDerby(t *testing.T) {
	vanilla(t, "Prentis Derby", 4, 0, vtes.Protean, vtes.Inferior)
}
