package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Soulgrinder: a hand strike at +2, [pot] or [tha]; superior, Fortitude
// cards cannot prevent its damage (card text; group G00141; §6.4).
func TestSoulgrinder(t *testing.T) {
	for _, tc := range []struct {
		name, vampire, mode string
		soak                bool
		madison             int
	}{
		{"[POT]: no Soak", "Loyiso, The Ruthless", "hand strike at +2, Fortitude", false, 3},
		{"[tha]: Soaked", "Przemysław, War Beast", "hand strike at +2)", true, 5},
		{"[POT] and [THA]: one play a level", "Hekla \"Bonecrusher\" Jónasdóttir",
			"hand strike at +2, Fortitude", false, 3},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := newScenario(3)
			readyWithHand(s, 0, tc.vampire, 4, "Soulgrinder")
			madison := readyWithHand(s, 1, "Madison", 6, "Soak")
			g := s.Start(0, 2, vtes.PhaseMinion)
			blockedBleed(t, g, tc.vampire, "Madison")
			answer(t, g, "Play Soulgrinder ("+tc.mode)
			if tc.soak {
				answer(t, g, "Play Soak (prevent 2")
			} else {
				mustNotOffer(t, g, "Play Soak")
			}
			finish(t, g)
			wantBlood(t, madison, tc.madison)
		})
	}
}
