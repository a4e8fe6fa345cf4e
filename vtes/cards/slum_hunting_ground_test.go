package cards_test

import "testing"

// Slum Hunting Ground: a hunting ground (card text).
func TestSlumHuntingGround(t *testing.T) {
	wantHuntingGround(t, "Slum Hunting Ground", "Beetleman", 4)
}
