package cards_test

import "testing"

// Academic Hunting Ground: a hunting ground (card text).
func TestAcademicHuntingGround(t *testing.T) {
	wantHuntingGround(t, "Academic Hunting Ground", "Claus Wegener", 5)
}
