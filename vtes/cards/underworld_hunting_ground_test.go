package cards_test

import "testing"

// Underworld Hunting Ground: a hunting ground (card text; §13.3 item 1).
func TestUnderworldHuntingGround(t *testing.T) {
	wantHuntingGround(t, "Underworld Hunting Ground", "Bijou", 6)
}
