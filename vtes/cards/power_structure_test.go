package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Power Structure: unique, put in play with a Lasombra; in the polling of
// a political action, lock it: each Lasombra its Methuselah controls gets
// +1 vote (card text; §5.3).
func TestPowerStructure(t *testing.T) {
	s := newScenario(3)
	s.Ready(0, "Yewon Ong", 3) // prince: 2 votes
	s.Ready(0, "Azucena", 3)
	s.Hand(0, "Kine Resources Contested")
	card := s.InPlay(0, "Power Structure")
	g := s.Start(0, 2, vtes.PhaseMinion)
	callKRC(t, g, "Yewon Ong")
	answer(t, g, "Use Power Structure")
	wantLocked(t, card, true)
	mustNotOffer(t, g, "Use Power Structure")
	answer(t, g, "Yewon Ong: 3 vote(s) for", "Azucena: 1 vote(s) for")
	finish(t, g)
	if !logged(g, "The referendum passes (5 for, 0 against)") {
		t.Errorf("want 1 for calling, Yewon's 3 and Azucena's 1\n%s", logText(g))
	}
}
