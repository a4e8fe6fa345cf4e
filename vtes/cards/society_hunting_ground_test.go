package cards_test

import "testing"

// Society Hunting Ground: a hunting ground (card text).
func TestSocietyHuntingGround(t *testing.T) {
	wantHuntingGround(t, "Society Hunting Ground", "Gwendolyn Fleming", 6)
}
