package cards_test

import "testing"

// Political Hunting Ground: a hunting ground (card text).
func TestPoliticalHuntingGround(t *testing.T) {
	wantHuntingGround(t, "Political Hunting Ground", "Azucena", 5)
}
