package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Anousha, The Maniac: +1 strength, her hand strikes inflict 2 damage
// (card text; §6.4); a bishop's vote (§9.8).
func TestAnoushaTheManiac(t *testing.T) {
	if got := strongHunt(t, "Anousha, The Maniac"); got != 4 {
		t.Errorf("Mkhokheli at %d blood after Anousha's hand strike, want 4", got)
	}
	vanilla(t, "Anousha, The Maniac", 7, 1, vtes.Protean, vtes.Superior)
}
