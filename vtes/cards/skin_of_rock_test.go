package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Skin of Rock: [for] prevent 1 damage; [FOR] prevent 2 damage (card
// text; §6.7).
func TestSkinOfRock(t *testing.T) {
	for _, tc := range []struct {
		vampire, mode string
		blood         int // after a 2-damage hand strike
	}{
		{"Oshri Dahan", "prevent 1 damage", 3},    // basic Fortitude
		{"Brock Sterling", "prevent 2 damage", 4}, // superior Fortitude
	} {
		t.Run(tc.mode, func(t *testing.T) {
			s := newScenario(3)
			s.Ready(0, "Valeriya Zinovieva", 4) // strength 2
			v := readyWithHand(s, 1, tc.vampire, 4, "Skin of Rock")
			g := s.Start(0, 2, vtes.PhaseMinion)
			blockedBleed(t, g, "Valeriya Zinovieva", tc.vampire)
			fightUntil(t, g, "Play Skin of Rock ("+tc.mode+")")
			answer(t, g, "Play Skin of Rock ("+tc.mode+")")
			finish(t, g)
			wantBlood(t, v, tc.blood)
		})
	}
}
