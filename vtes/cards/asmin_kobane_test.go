package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Asmin Kobane (Camarilla, dom obf tha CEL, capacity 5): its capacity, votes and superior Celerity (§1.3, §9.8).
func TestAsminKobane(t *testing.T) {
	vanilla(t, "Asmin Kobane", 5, 0, vtes.Celerity, vtes.Superior)
}
