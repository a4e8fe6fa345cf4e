package cards_test

import "testing"

// Trevon Parker (AUS DOM THA, capacity 6, untitled): no votes; superior
// Dominate (§1.3).
func TestTrevonParker(t *testing.T) {
	wantThreats(t, "Trevon Parker", 0, 6, 2)
}
