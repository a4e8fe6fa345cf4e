package cards_test

import "testing"

// Library Hunting Ground: a hunting ground (card text).
func TestLibraryHuntingGround(t *testing.T) {
	wantHuntingGround(t, "Library Hunting Ground", "Prentis Derby", 4)
}
