package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Shroud of Night: [obt] +1 stealth, not during a bleed; [OBT] +1
// stealth, during a bleed too (card text; §4.3).
func TestShroudOfNight(t *testing.T) {
	t.Run("during a bleed: superior only", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Percival", 3, "Shroud of Night")
		s.Ready(1, "Guggenheim", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Percival bleeds", "Block with Guggenheim")
		mustNotOffer(t, g, "not during a bleed")
		answer(t, g, "Play Shroud of Night (+1 stealth)")
		finish(t, g)
		wantPool(t, g, 30, 29, 30)
	})
	t.Run("during a hunt: either", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Percival", 3, "Shroud of Night")
		readyWithHand(s, 1, "Guggenheim", 3, "Enhanced Senses")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Percival hunts", "Block with Guggenheim",
			"Play Enhanced Senses (+1 intercept)",
			"Play Shroud of Night (+1 stealth, not during a bleed)")
		finish(t, g)
		if logged(g, "Guggenheim blocks Percival") {
			t.Errorf("blocked at 2 stealth against 1 intercept\n%s", logText(g))
		}
	})
}
