package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Catatonic Fear, for 1 blood: [pre] strike: combat ends; [PRE] and 1
// unpreventable damage to the opposing minion after the combat at close
// range; none if that minion dodged (card text; §6.4; [LSJ 19980526],
// group G00091).
func TestCatatonicFear(t *testing.T) {
	for _, tc := range []struct {
		name, actor, blocker, strike, dodge string
		blockerAfter                        int
	}{
		{"inferior: combat ends", "Onkabetse, Arriviste", "Alexa Draper", "(combat ends)", "", 3},
		{"superior: 1 damage after", "Concordia", "Alexa Draper",
			"(combat ends, 1 damage after at close range)", "", 2},
		{"superior dodged: no damage", "Concordia", "Keegan",
			"(combat ends, 1 damage after at close range)", "Play Form of Mist (dodge)", 3},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := newScenario(3)
			v := readyWithHand(s, 0, tc.actor, 3, "Catatonic Fear")
			b := readyWithHand(s, 1, tc.blocker, 3, "Form of Mist")
			g := s.Start(0, 2, vtes.PhaseMinion)
			blockedBleed(t, g, tc.actor, tc.blocker)
			passUntil(t, g, "Play Catatonic Fear")
			answer(t, g, "Play Catatonic Fear "+tc.strike)
			if tc.dodge != "" {
				passUntil(t, g, tc.dodge)
				answer(t, g, tc.dodge)
			}
			finish(t, g)
			wantBlood(t, v, 2)
			wantBlood(t, b, tc.blockerAfter)
		})
	}
}
