package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Precognition: +1 intercept; [AUS] and, if the vampire blocks, 1 damage
// prevented in the first round of that combat only (card text; [LSJ
// 20010813], [LSJ 20010819-2]).
func TestPrecognition(t *testing.T) {
	t.Run("inferior: +1 intercept, no prevention", func(t *testing.T) {
		s := newScenario(2)
		s.Ready(0, "Nathaniel Bordruff", 5)
		mason := readyWithHand(s, 1, "Mason Ha", 3, "Precognition")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Nathaniel Bordruff hunts", "Block with Mason Ha",
			"Play Precognition (+1 intercept)")
		finish(t, g)
		wantBlood(t, mason, 2)
	})
	t.Run("superior: 1 prevented in round 1, not in round 2", func(t *testing.T) {
		s := newScenario(2)
		s.Ready(0, "Nathaniel Bordruff", 5)
		trevon := readyWithHand(s, 1, "Trevon Parker", 5, "Precognition", "Telepathic Tracking")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Nathaniel Bordruff hunts", "Block with Trevon Parker",
			"Play Precognition (+1 intercept, prevent 1")
		answer(t, g, "Play Telepathic Tracking (press to continue")
		finish(t, g)
		wantBlood(t, trevon, 3) // round 1 prevented; 1 paid for the press, 1 damage in round 2
	})
}
