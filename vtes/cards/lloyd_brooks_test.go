package cards_test

import "testing"

// Lloyd Brooks, primogen (aus pot DOM THA, capacity 6): 1 vote; inferior
// Auspex: Enhanced Senses at +1 only (§1.3, §9.8).
func TestLloydBrooks(t *testing.T) {
	g, lloyd := wantEnhancedSenses(t, "Lloyd Brooks", 1)
	wantVotes(t, g, lloyd, 1)
	wantCapacity(t, g, lloyd, 6)
}
