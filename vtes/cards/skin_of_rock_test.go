package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Skin of Rock: [for] prevent 1 damage, [FOR] 2 (card text; §6.7).
func TestSkinOfRock(t *testing.T) {
	for _, c := range []struct {
		vampire, mode, not string
		blood              int
	}{
		{"Catalina Vega", "(prevent 1 damage)", "(prevent 2 damage)", 2},
		{"Madison", "(prevent 2 damage)", "", 3},
	} {
		t.Run(c.vampire, func(t *testing.T) {
			s := newScenario(3)
			readyWithHand(s, 0, "Horace Radcliffe", 4, "Roundhouse")
			v := readyWithHand(s, 1, c.vampire, 4, "Skin of Rock")
			g := s.Start(0, 2, vtes.PhaseMinion)
			answer(t, g, "Horace Radcliffe bleeds", "Block with "+c.vampire,
				"Play Roundhouse (hand strike at +2)")
			if c.not != "" {
				mustNotOffer(t, g, c.not)
			}
			answer(t, g, "Play Skin of Rock "+c.mode)
			finish(t, g)
			wantBlood(t, v, c.blood) // 3 damage
		})
	}
}
