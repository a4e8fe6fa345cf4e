package cards_test

import "testing"

// Park Hunting Ground: a hunting ground (card text).
func TestParkHuntingGround(t *testing.T) {
	wantHuntingGround(t, "Park Hunting Ground", "Zafira", 4)
}
