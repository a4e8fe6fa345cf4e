package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Mosfair (Sabbat, Black Hand, cel dom tha, capacity 4): its capacity,
// votes and inferior Blood Sorcery (§1.3, §9.8).
func TestMosfair(t *testing.T) {
	vanilla(t, "Mosfair", 4, 0, vtes.BloodSorcery, vtes.Inferior)
}
