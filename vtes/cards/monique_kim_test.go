package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Monique Kim (Sabbat, aus cel, capacity 3): its capacity, votes and inferior Celerity (§1.3, §9.8).
func TestMoniqueKim(t *testing.T) {
	vanilla(t, "Monique Kim", 3, 0, vtes.Celerity, vtes.Inferior)
}
