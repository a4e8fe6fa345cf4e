package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Dominant Personality: [pot]/[pre] the blocker gets -1 intercept (an
// equal intercept no longer blocks, §4.3); [POT]/[PRE] as the action is
// announced, a chosen vampire cannot block it (card text; §4.2).
func TestDominantPersonality(t *testing.T) {
	t.Run("inferior: the blocker at -1 intercept fails", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Lika, The Purger", 3, "Dominant Personality") // pot
		s.Ready(1, "Alexa Draper", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Lika, The Purger", "Alexa Draper")
		answer(t, g, "Play Dominant Personality (the blocker gets -1 intercept)")
		finish(t, g)
		wantPool(t, g, 30, 29, 30)
	})
	t.Run("superior: the chosen vampire cannot block", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Concordia", 3, "Dominant Personality") // PRE
		s.Ready(1, "Alexa Draper", 3)
		s.Ready(1, "Madison", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Concordia bleeds", "Play Dominant Personality (a chosen vampire cannot block)",
			"Alexa Draper")
		mustNotOffer(t, g, "Block with Alexa Draper")
		mustOffer(t, g, "Block with Madison")
	})
	t.Run("not off the path", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Alexa Draper", 3, "Dominant Personality")
		s.Ready(1, "Madison", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Alexa Draper bleeds")
		neverOffered(t, g, "Play Dominant Personality")
	})
}
