package cards_test

import "testing"

// Asylum Hunting Ground: a hunting ground (card text).
func TestAsylumHuntingGround(t *testing.T) {
	wantHuntingGround(t, "Asylum Hunting Ground", "Arthur Denholm", 5)
}
