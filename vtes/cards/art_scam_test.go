package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Art Scam: a +1 stealth action for a Toreador antitribu; its Methuselah
// gains 2 pool; nothing when blocked (its +1 stealth beats an unaided
// blocker, not one with +1 intercept); not for a Toreador (card text).
func TestArtScam(t *testing.T) {
	t.Run("gain 2 pool", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Loonar", 3, "Art Scam")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Loonar: Art Scam")
		finish(t, g)
		wantPool(t, g, 32, 30, 30)
	})
	t.Run("+1 stealth against an unaided blocker", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Loonar", 3, "Art Scam")
		s.Ready(1, "Guggenheim", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Loonar: Art Scam", "Block with Guggenheim")
		finish(t, g)
		wantPool(t, g, 32, 30, 30)
	})
	t.Run("blocked: nothing", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Loonar", 3, "Art Scam")
		readyWithHand(s, 1, "Guggenheim", 3, "Enhanced Senses")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Loonar: Art Scam", "Block with Guggenheim", "Play Enhanced Senses (+2 intercept)")
		finish(t, g)
		wantPool(t, g, 30, 30, 30)
	})
	t.Run("not for a Toreador", func(t *testing.T) {
		g := minionPhase("Bret Stryker", 3, "Art Scam")
		mustNotOffer(t, g, "Art Scam")
	})
}
