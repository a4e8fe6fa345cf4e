package cards_test

import "testing"

// Donny Kowalczyk, Prince of Pittsburgh (cel dom obf AUS, capacity 6): a
// prince's 2 votes; inferior Dominate, superior Auspex (§1.3, §9.8).
func TestDonnyKowalczyk(t *testing.T) {
	wantThreats(t, "Donny Kowalczyk", 2, 6, 1)
	wantEnhancedSenses(t, "Donny Kowalczyk", 2)
}
