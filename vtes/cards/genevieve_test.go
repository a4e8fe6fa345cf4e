package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Genevieve (aus dom ANI FOR PRO, capacity 10), Sabbat priscus: 1
// additional vote during each political action (card text; §5.3); her
// votes and her priscus ballot are cast on the same side ([RBK
// gaining-votes] [LSJ 20051113-2]).
func TestGenevieve(t *testing.T) {
	s := newScenario(3)
	gen := s.Ready(0, "Genevieve", 4)
	s.Hand(0, "Kine Resources Contested")
	g := s.Start(0, 2, vtes.PhaseMinion)
	wantVotes(t, g, gen, 0) // outside a political action: a priscus has none
	callKRC(t, g, "Genevieve")
	wantVotes(t, g, gen, 1)
	// One side for her vote and her ballot: no option splits them.
	mustNotOffer(t, g, "Genevieve: 1 vote(s) for")
	answer(t, g, "Genevieve: 1 vote(s) and a priscus ballot for")
	finish(t, g)
	// The card's 1 vote, her 1 and the prisci's 3 (§5.4).
	if !logged(g, "The referendum passes (5 for, 0 against)") {
		t.Errorf("want 5 votes for\n%s", logText(g))
	}
}
