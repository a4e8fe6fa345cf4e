package cards_test

import "testing"

// Warzone Hunting Ground: a hunting ground (card text; §13.3 item 1).
func TestWarzoneHuntingGround(t *testing.T) {
	wantHuntingGround(t, "Warzone Hunting Ground", "Rayne", 6)
}
