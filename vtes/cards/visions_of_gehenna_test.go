package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Visions of Gehenna: allies cannot block the action, vampires still may;
// superior, only during a bleed, +2 bleed as well (card text; §4.3).
func TestVisionsOfGehenna(t *testing.T) {
	t.Run("inferior: no ally blocks", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Oleg Kaprizov", 3, "Visions of Gehenna")
		s.Ready(1, "Political Ally", 1)
		s.Ready(1, "Prentis Derby", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Oleg Kaprizov hunts")
		mustNotOffer(t, g, "+2 bleed") // inferior Presence, and not a bleed
		answer(t, g, "Play Visions of Gehenna (allies cannot block)")
		mustNotOffer(t, g, "Block with Political Ally")
		mustOffer(t, g, "Block with Prentis Derby")
	})
	t.Run("superior: +2 bleed", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Zafira", 3, "Visions of Gehenna")
		s.Ready(1, "Political Ally", 1)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Zafira bleeds",
			"Play Visions of Gehenna (allies cannot block and +2 bleed)")
		neverOffered(t, g, "Block with Political Ally")
		wantPool(t, g, 30, 27, 30)
	})
	t.Run("superior: only during a bleed", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Zafira", 3, "Visions of Gehenna")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Zafira hunts")
		mustOffer(t, g, "Play Visions of Gehenna (allies cannot block)")
		mustNotOffer(t, g, "+2 bleed")
	})
	t.Run("not for another clan", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Aluc Romas de Leon", 3, "Visions of Gehenna")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Aluc Romas de Leon bleeds")
		neverOffered(t, g, "Play Visions of Gehenna")
	})
}
