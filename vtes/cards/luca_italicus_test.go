package cards_test

import (
	"testing"
)

// Luca Italicus: once each round after the first, he can strike: 2R
// damage (card text; firstround.go).
func TestLucaItalicus(t *testing.T) {
	g, _, mk := startBlockedBleed(t, "Luca Italicus", 5, "Indomitability", "Mkhokheli", 6)
	// The first round: his hand strike is his one strike, not asked.
	fightUntil(t, g, "Play Indomitability (press)")
	if !logged(g, "Luca Italicus strikes (hand strike)") {
		t.Fatalf("no hand strike in the first round\n%s", logText(g))
	}
	answer(t, g, "Play Indomitability (press)")
	fightUntil(t, g, "2R damage")
	answer(t, g, "2R damage")
	finish(t, g)
	wantBlood(t, mk, 6-1-2) // Luca's hand strike, then his 2R
}
