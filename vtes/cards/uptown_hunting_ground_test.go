package cards_test

import "testing"

// Uptown Hunting Ground: a hunting ground (card text).
func TestUptownHuntingGround(t *testing.T) {
	wantHuntingGround(t, "Uptown Hunting Ground", "Graham Gottesman", 7)
}
