package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Dominant Personality: [pot]/[pre] the blocker gets -1 intercept (an
// equal intercept no longer blocks, §4.3); [POT]/[PRE] as the action is
// announced, a chosen vampire cannot block it (card text; §4.2).
func TestDominantPersonality(t *testing.T) {
	for _, v := range []string{"Lika, The Purger", "Suwira"} { // pot; pre
		t.Run("inferior: the blocker at -1 intercept fails, "+v, func(t *testing.T) {
			s := newScenario(3)
			readyWithHand(s, 0, v, 3, "Dominant Personality")
			s.Ready(1, "Alexa Draper", 3)
			g := s.Start(0, 2, vtes.PhaseMinion)
			blockedBleed(t, g, v, "Alexa Draper")
			answer(t, g, "Play Dominant Personality (the blocker gets -1 intercept)")
			finish(t, g)
			wantPool(t, g, 30, 29, 30)
		})
	}
	for _, v := range []string{"Concordia", "Lyyli Yösydän"} { // PRE; POT
		t.Run("superior: the chosen vampire cannot block, "+v, func(t *testing.T) {
			s := newScenario(3)
			readyWithHand(s, 0, v, 3, "Dominant Personality")
			s.Ready(1, "Alexa Draper", 3)
			s.Ready(1, "Madison", 3)
			g := s.Start(0, 2, vtes.PhaseMinion)
			answer(t, g, v+" bleeds", "Play Dominant Personality (a chosen vampire cannot block)",
				"Alexa Draper")
			mustNotOffer(t, g, "Block with Alexa Draper")
			mustOffer(t, g, "Block with Madison")
		})
	}
	t.Run("not off the path", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Alexa Draper", 3, "Dominant Personality")
		s.Ready(1, "Madison", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Alexa Draper bleeds")
		neverOffered(t, g, "Play Dominant Personality")
	})
}
