package cards_test

import "testing"

// Biotech Company Hunting Ground: a hunting ground (card text).
func TestBiotechCompanyHuntingGround(t *testing.T) {
	wantHuntingGround(t, "Biotech Company Hunting Ground", "Monica Giovanni", 6)
}
