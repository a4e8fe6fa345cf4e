package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Cardinal Benediction: a Sabbat vampire's referendum puts the card on a
// Sabbat vampire of capacity 7 or more as the title of cardinal (3
// votes); non-Sabbat vampires cannot vote in it; no action without such a
// vampire to choose (card text; §9.1; group G00158).
func TestCardinalBenediction(t *testing.T) {
	t.Run("passed: Damian becomes cardinal", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Lika, The Purger", 3)
		card := s.Hand(0, "Cardinal Benediction")[0]
		s.Ready(0, "Concordia", 3) // capacity 6
		damian := s.Ready(0, "Damian", 3)
		s.Ready(1, "Alexa Draper", 3) // Camarilla prince
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Lika, The Purger: Cardinal Benediction")
		notBlocked(t, g)
		for g.Referendum() != nil {
			if offered(g, "Alexa Draper") {
				t.Fatalf("a Camarilla prince is offered a vote: %q", labels(g))
			}
			decline(t, g)
		}
		wantOn(t, g, card, damian)
		if g.TitleOf(damian) != vtes.Cardinal || g.Votes(damian) != 3 {
			t.Errorf("Damian: title %q, %d votes; want cardinal, 3", g.TitleOf(damian), g.Votes(damian))
		}
	})
	t.Run("no Sabbat vampire of capacity 7 or more: no action", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Lika, The Purger", 3, "Cardinal Benediction")
		s.Ready(0, "Concordia", 3)
		s.Ready(1, "Alexa Draper", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "Cardinal Benediction")
	})
}
