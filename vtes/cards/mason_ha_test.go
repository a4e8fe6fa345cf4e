package cards_test

import "testing"

// Mason Ha (aus cel dom THA, capacity 5, untitled): no votes; inferior
// Dominate; superior Blood Sorcery (§1.3).
func TestMasonHa(t *testing.T) {
	wantThreats(t, "Mason Ha", 0, 5, 1)
}
