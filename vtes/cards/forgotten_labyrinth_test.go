package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Forgotten Labyrinth, for 1 blood: +2 stealth (+3 superior), while
// blocked, on any action but a bleed (card text; §4.3).
func TestForgottenLabyrinth(t *testing.T) {
	for _, tc := range []struct {
		name, hunter, mode, notMode string
		stealth                     int
	}{
		{"superior: +3 stealth", "Dr. Stephen Norton", "(+3 stealth)", "", 4},
		{"inferior: +2 stealth", "Andi Liu", "(+2 stealth)", "(+3 stealth)", 3},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := newScenario(3)
			hunter := readyWithHand(s, 0, tc.hunter, 3, "Forgotten Labyrinth")
			readyWithHand(s, 1, "Ayelech", 3, "Enhanced Senses")
			g := s.Start(0, 2, vtes.PhaseMinion)
			answer(t, g, tc.hunter+" hunts", "Block with Ayelech",
				"Play Enhanced Senses (+2 intercept)")
			if tc.notMode != "" {
				mustNotOffer(t, g, tc.notMode)
			}
			answer(t, g, "Play Forgotten Labyrinth "+tc.mode)
			finish(t, g)
			if logged(g, "Ayelech blocks") {
				t.Errorf("blocked at 2 intercept against %d stealth\n%s", tc.stealth,
					logText(g))
			}
			wantBlood(t, hunter, 3) // 1 for the card, 1 from the hunt
		})
	}
	t.Run("not during a bleed", func(t *testing.T) {
		g, _, _ := startBlockedBleed(t, "Dr. Stephen Norton", 3, "Forgotten Labyrinth",
			"Ayelech", 3)
		neverOffered(t, g, "Play Forgotten Labyrinth")
	})
}
