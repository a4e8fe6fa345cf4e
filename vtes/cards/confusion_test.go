package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Confusion, during a bleed only ([ANK 20171023]): [dem] +1 bleed; [DEM]
// +1 stealth and +1 bleed while the bleed is blocked; limited (card
// text; §14 C19).
func TestConfusion(t *testing.T) {
	t.Run("inferior: +1 bleed", func(t *testing.T) {
		g := bleedWith(t, "Morel", "Confusion")
		mustNotOffer(t, g, "(+1 stealth and +1 bleed)")
		answer(t, g, "Play Confusion (+1 bleed)")
		finish(t, g)
		wantPool(t, g, 30, 28, 30)
	})
	t.Run("superior: escapes a block, +1 bleed", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Morel", 3, "Confusion", "Eyes of Chaos")
		s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Morel bleeds", "Block with Mkhokheli",
			"Play Confusion (+1 stealth and +1 bleed)")
		neverOffered(t, g, "Play Eyes of Chaos") // a second bleed-raising modifier
		wantPool(t, g, 30, 28, 30)
	})
	t.Run("not for the stealth of a hunt", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Morel", 3, "Confusion")
		readyWithHand(s, 1, "Lloyd Brooks", 3, "Enhanced Senses")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Morel hunts", "Block with Lloyd Brooks",
			"Play Enhanced Senses (+1 intercept)")
		neverOffered(t, g, "Play Confusion")
	})
}
