package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Unleash the Hounds: during a bleed, [dom] or [vis] +1 bleed; [VIS] by a
// unique slave Gargoyle, +1 bleed for each ready vampire of its
// enslaving clan its Methuselah controls; limited (card text; §14 C19,
// group G00086).
func TestUnleashTheHounds(t *testing.T) {
	t.Run("[dom] +1 bleed", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Madison", 3, "Unleash the Hounds", "Unleash the Hounds") // DOM
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Madison bleeds")
		notBlocked(t, g)
		answer(t, g, "Play Unleash the Hounds (+1 bleed)")
		mustNotOffer(t, g, "Play Unleash the Hounds") // limited
		finish(t, g)
		wantPool(t, g, 30, 28, 30)
	})
	t.Run("[vis] +1 bleed; not [VIS] by a Tupdog, who is not unique", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Tupdog", 3, "Unleash the Hounds") // POT VIS
		s.Ready(0, "Ember Wright", 3)                          // Tremere antitribu
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Tupdog bleeds")
		notBlocked(t, g)
		mustNotOffer(t, g, "for each ready vampire")
		answer(t, g, "Play Unleash the Hounds (+1 bleed)")
		finish(t, g)
		wantPool(t, g, 30, 28, 30)
	})
	t.Run("[VIS] +1 bleed for each ready Tremere", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Rusticus", 3, "Unleash the Hounds") // Tremere slave, VIS
		s.Ready(0, "Chrysanthemum", 3)
		s.Ready(0, "Aidan Lyle", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Rusticus bleeds")
		notBlocked(t, g)
		answer(t, g, "Play Unleash the Hounds (+1 bleed for each ready vampire of the enslaving clan)")
		finish(t, g)
		wantPool(t, g, 30, 27, 30)
	})
}
