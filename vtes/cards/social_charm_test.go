package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Social Charm: [pre] a bleed at +1; [PRE] and 1 pool if the bleed
// succeeds for 1 or more: none when it is reduced to 0 (card text;
// §3.5.1).
func TestSocialCharm(t *testing.T) {
	t.Run("inferior: bleed at +1", func(t *testing.T) {
		g := minionPhase("Andi Liu", 3, "Social Charm")
		mustNotOffer(t, g, "1 pool if it succeeds")
		answer(t, g, "Andi Liu: Social Charm (bleed at +1 bleed)")
		finish(t, g)
		wantPool(t, g, 30, 28, 30)
	})
	t.Run("superior: 1 pool for a successful bleed", func(t *testing.T) {
		g := minionPhase("Madison", 3, "Social Charm")
		answer(t, g, "Madison: Social Charm (bleed at +1, 1 pool if it succeeds)")
		finish(t, g)
		wantPool(t, g, 31, 28, 30)
	})
	t.Run("superior: no pool for a bleed reduced to 0", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Madison", 3, "Social Charm")
		readyWithHand(s, 1, "Catalina Vega", 3, "Telepathic Counter")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Madison: Social Charm (bleed at +1, 1 pool if it succeeds)",
			"Do not block")
		answer(t, g, "Play Telepathic Counter (reduce the bleed by 2)")
		finish(t, g)
		wantPool(t, g, 30, 30, 30)
	})
}
