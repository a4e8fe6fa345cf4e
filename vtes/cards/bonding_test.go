package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Bonding, during a bleed: [dom] +1 bleed; [DOM] +1 stealth and +1 bleed,
// only when the stealth is needed and never on another action; one
// bleed-raising modifier per bleed (card text; §14 C19; [TOM 19951109],
// [LSJ 19980824]).
func TestBonding(t *testing.T) {
	t.Run("inferior: +1 bleed", func(t *testing.T) {
		g := bleedWith(t, "Mason Ha", "Bonding")
		answer(t, g, "Play Bonding (+1 bleed)")
		finish(t, g)
		wantPool(t, g, 30, 28, 30)
	})
	t.Run("superior: +1 stealth only while blocked", func(t *testing.T) {
		g := bleedWith(t, "Trevon Parker", "Bonding")
		mustNotOffer(t, g, "(+1 stealth and +1 bleed)")
		mustOffer(t, g, "Play Bonding (+1 bleed)")
	})
	t.Run("superior: escapes a block, +1 bleed", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Trevon Parker", 3, "Bonding", "Threats")
		s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Trevon Parker bleeds", "Block with Mkhokheli",
			"Play Bonding (+1 stealth and +1 bleed)")
		// The Threats would be a second bleed-raising modifier.
		neverOffered(t, g, "Play Threats")
		wantPool(t, g, 30, 28, 30)
	})
	t.Run("not for the stealth of a hunt", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Trevon Parker", 3, "Bonding")
		readyWithHand(s, 1, "Mkhokheli", 3, "Enhanced Senses")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Trevon Parker hunts", "Block with Mkhokheli", "Play Enhanced Senses")
		neverOffered(t, g, "Play Bonding")
	})
}
