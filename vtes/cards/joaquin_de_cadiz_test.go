package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Joaquín de Cádiz (Anarch, for pro, capacity 3): its capacity, votes and inferior Fortitude (§1.3, §9.8).
func TestJoaquinDeCadiz(t *testing.T) {
	vanilla(t, "Joaquín de Cádiz", 3, 0, vtes.Fortitude, vtes.Inferior)
}
