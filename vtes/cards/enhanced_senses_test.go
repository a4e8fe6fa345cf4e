package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Enhanced Senses: +1 intercept (+2 superior), while blocking and short
// (card text; §4.3).
func TestEnhancedSenses(t *testing.T) {
	t.Run("superior: +2 intercept", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Dr. Stephen Norton", 3, "Lost in Crowds")
		readyWithHand(s, 1, "Chrysanthemum", 3, "Enhanced Senses")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Dr. Stephen Norton hunts", "Block with Chrysanthemum")
		mustNotOffer(t, g, "Play Lost in Crowds") // not being blocked at 1 stealth against 0
		answer(t, g, "Play Enhanced Senses (+2 intercept)", "Play Lost in Crowds (+2 stealth)")
		mustNotOffer(t, g, "Play Enhanced Senses") // one of a name each action
		finish(t, g)
		if logged(g, "Chrysanthemum blocks") {
			t.Errorf("blocked at 2 intercept against 3 stealth\n%s", logText(g))
		}
	})
	t.Run("inferior: +1 intercept", func(t *testing.T) {
		g := startAgainst("Dr. Stephen Norton", 3, "Mason Ha", 3, "Enhanced Senses")
		answer(t, g, "Dr. Stephen Norton hunts", "Block with Mason Ha")
		mustNotOffer(t, g, "(+2 intercept)")
		answer(t, g, "Play Enhanced Senses (+1 intercept)")
		if !logged(g, "Mason Ha blocks Dr. Stephen Norton") {
			t.Errorf("no block at 1 against 1\n%s", logText(g))
		}
	})
}
