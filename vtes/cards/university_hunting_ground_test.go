package cards_test

import "testing"

// University Hunting Ground: a hunting ground (card text).
func TestUniversityHuntingGround(t *testing.T) {
	wantHuntingGround(t, "University Hunting Ground", "Janine", 4)
}
