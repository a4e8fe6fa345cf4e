package cards_test

import "testing"

// Ayelech, Prince of Addis Ababa (AUS DOM THA, capacity 7): a prince's 2
// votes; superior Auspex and Dominate (§1.3, §9.8).
func TestAyelech(t *testing.T) {
	wantThreats(t, "Ayelech", 2, 7, 2)
}
