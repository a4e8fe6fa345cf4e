package cards_test

import "testing"

// Temple Hunting Ground: a hunting ground (card text; §13.3 item 1).
func TestTempleHuntingGround(t *testing.T) {
	wantHuntingGround(t, "Temple Hunting Ground", "Melech", 6)
}
