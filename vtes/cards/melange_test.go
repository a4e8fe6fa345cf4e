package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Melange: +1 intercept; [AUS] if the vampire blocks, the card goes on the
// acting minion, still its player's; during that vampire's bleed of the
// minion's controller, burn it for +1 bleed, before the bleed resolves
// (card text; [ANK 20180531], [ANK 20220805], group G00117).
func TestMelange(t *testing.T) {
	t.Run("inferior: +1 intercept", func(t *testing.T) {
		s := newScenario(2)
		s.Ready(0, "Nathaniel Bordruff", 3)
		mason := readyWithHand(s, 1, "Mason Ha", 3, "Melange")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Nathaniel Bordruff hunts", "Block with Mason Ha",
			"Play Melange (+1 intercept)")
		wantLocked(t, mason, true)
		if !logged(g, "Mason Ha blocks") {
			t.Error("no block")
		}
	})
	t.Run("superior: on the actor, then +1 bleed against its controller", func(t *testing.T) {
		s := newScenario(2)
		nat := s.Ready(0, "Nathaniel Bordruff", 5)
		s.Ready(1, "Trevon Parker", 5)
		mel := s.Hand(1, "Melange")[0]
		g := startTurns(s, 2, 0, 2, vtes.PhaseMinion)
		answer(t, g, "Nathaniel Bordruff hunts", "Block with Trevon Parker",
			"Play Melange (+1 intercept, on the actor if blocking)")
		wantOn(t, g, mel, nat)
		if mel.Controller != 1 {
			t.Fatalf("Melange controlled by seat %d, want 1", mel.Controller)
		}
		passUntil(t, g, "Trevon Parker bleeds")
		answer(t, g, "Trevon Parker bleeds")
		passUntil(t, g, "Use Melange")
		answer(t, g, "Use Melange")
		wantZone(t, mel, vtes.ZoneAsh)
		finish(t, g)
		wantPool(t, g, 28, 30)
	})
}
