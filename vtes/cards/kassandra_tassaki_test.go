package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Kassandra Tassaki, prince of Thessaloniki (Camarilla, obf CEL THA, capacity 6): its capacity, votes and superior Celerity (§1.3, §9.8).
func TestKassandraTassaki(t *testing.T) {
	vanilla(t, "Kassandra Tassaki", 6, 2, vtes.Celerity, vtes.Superior)
}
