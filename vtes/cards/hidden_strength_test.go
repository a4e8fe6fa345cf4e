package cards_test

import "testing"

// Hidden Strength, for X blood: [for] prevent X+1 damage, X being its cost
// ([LSJ 19970224]); it may prevent less than X+1 ([RTR 20041202]);
// [FOR] and 1 optional press (card text; §6.7).
func TestHiddenStrength(t *testing.T) {
	t.Run("inferior, X=0: 1 damage prevented for free", func(t *testing.T) {
		g, oshri, mk := startBlockedBleed(t, "Oshri Dahan", 3, "Hidden Strength",
			"Mkhokheli", 4)
		mustNotOffer(t, g, "1 optional press")
		answer(t, g, "Play Hidden Strength (X blood: prevent X+1 damage)", "0")
		finish(t, g)
		wantBlood(t, oshri, 3)
		wantBlood(t, mk, 3)
	})
	t.Run("inferior, X=2: prevents more than needed, the blood is spent", func(t *testing.T) {
		g, oshri, _ := startBlockedBleed(t, "Oshri Dahan", 3, "Hidden Strength",
			"Mkhokheli", 4)
		answer(t, g, "Play Hidden Strength (X blood: prevent X+1 damage)", "2")
		finish(t, g)
		wantBlood(t, oshri, 1)
	})
	t.Run("superior: 1 optional press", func(t *testing.T) {
		g, brock, mk := startBlockedBleed(t, "Brock Sterling", 3, "Hidden Strength",
			"Mkhokheli", 4)
		answer(t, g, "Play Hidden Strength (X blood: prevent X+1 damage, 1 optional press)",
			"0", "Use an optional press")
		finish(t, g)
		wantBlood(t, brock, 2) // round 2's hand strike is not prevented
		wantBlood(t, mk, 2)    // two rounds of Brock's hand strikes
	})
	t.Run("not by a vampire without Fortitude", func(t *testing.T) {
		g, _, _ := startBlockedBleed(t, "Ashley", 3, "Hidden Strength", "Mkhokheli", 4)
		neverOffered(t, g, "Play Hidden Strength")
	})
}
