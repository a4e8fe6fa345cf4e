package cards_test

import "testing"

// Zoo Hunting Ground: a hunting ground (card text; §13.3 item 1).
func TestZooHuntingGround(t *testing.T) {
	wantHuntingGround(t, "Zoo Hunting Ground", "Indira", 6)
}
