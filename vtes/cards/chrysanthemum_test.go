package cards_test

import "testing"

// Chrysanthemum, primogen (dom AUS THA, capacity 5): 1 vote; inferior
// Dominate only (§1.3, §9.8).
func TestChrysanthemum(t *testing.T) {
	wantThreats(t, "Chrysanthemum", 1, 5, 1)
}
