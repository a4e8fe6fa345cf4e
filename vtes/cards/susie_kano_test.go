package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Susie Kano (Anarch, ani dom, capacity 3): its capacity, votes and inferior Dominate (§1.3, §9.8).
func TestSusieKano(t *testing.T) {
	vanilla(t, "Susie Kano", 3, 0, vtes.Dominate, vtes.Inferior)
}
