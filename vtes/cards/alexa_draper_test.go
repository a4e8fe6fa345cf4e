package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Alexa Draper, Prince of Melbourne (for pot DOM PRE, capacity 8): 2
// votes; in the polling of a referendum she may discard a card requiring
// Dominate for +1 vote, once per card; not with none (card text; §5.3).
func TestAlexaDraper(t *testing.T) {
	t.Run("+1 vote before voting", func(t *testing.T) {
		s := newScenario(3)
		alexa := s.Ready(0, "Alexa Draper", 3)
		cond := s.Hand(0, "Kine Resources Contested", "Conditioning", "Soak")[1]
		s.Library(0, "Restoration", "Life in the City")
		g := s.Start(0, 2, vtes.PhaseMinion)
		wantVotes(t, g, alexa, 2)
		wantCapacity(t, g, alexa, 8)
		callKRC(t, g, "Alexa Draper")
		answer(t, g, "Use Alexa Draper") // the Conditioning, her only Dominate card
		wantZone(t, cond, vtes.ZoneAsh)
		if h := g.Hand(0); len(h) != 3 {
			t.Errorf("hand %d cards, want the Conditioning replaced", len(h))
		}
		mustNotOffer(t, g, "Use Alexa Draper") // no card requiring Dominate left
		answer(t, g, "Alexa Draper: 3 vote(s) for")
		finish(t, g)
		if !logged(g, "The referendum passes (4 for, 0 against)") {
			t.Errorf("want 1 for calling and Alexa's 3\n%s", logText(g))
		}
	})
	t.Run("once per referendum, locked or not (G00040)", func(t *testing.T) {
		// [ANK 20220705]: usable while locked (she is, calling it), only
		// once per referendum, with Dominate cards to spare.
		g := minionPhase("Alexa Draper", 3, "Kine Resources Contested", "Conditioning",
			"Conditioning")
		callKRC(t, g, "Alexa Draper")
		answer(t, g, "Use Alexa Draper")
		if offered(g, "Conditioning") {
			if err := g.Apply(0); err != nil { // either copy
				t.Fatal(err)
			}
		}
		if g.Referendum() == nil || !g.Card(g.Methuselah(0).Ready[0]).Locked {
			t.Fatal("not in the referendum, or Alexa unlocked")
		}
		mustNotOffer(t, g, "Use Alexa Draper")
		answer(t, g, "Alexa Draper: 3 vote(s) for")
		mustNotOffer(t, g, "Use Alexa Draper")
	})
	t.Run("+1 vote after voting, on her side", func(t *testing.T) {
		g := minionPhase("Alexa Draper", 3, "Kine Resources Contested", "Conditioning")
		callKRC(t, g, "Alexa Draper")
		answer(t, g, "Alexa Draper: 2 vote(s) for", "Use Alexa Draper")
		finish(t, g)
		if !logged(g, "The referendum passes (4 for, 0 against)") {
			t.Errorf("want 1 for calling and Alexa's 3\n%s", logText(g))
		}
	})
}
