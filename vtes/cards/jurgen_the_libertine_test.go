package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Jürgen, The Libertine: minions must burn 1 blood or life to attempt to
// block him; one that cannot is not offered the block (card text;
// blockprice.go).
func TestJurgenTheLibertine(t *testing.T) {
	s := newScenario(3)
	s.Ready(0, "Jürgen, The Libertine", 3)
	s.Ready(1, "Mkhokheli", 3)
	s.Ready(1, "Double Deuce", 3)
	s.Ready(1, "Lenny Burkhead", 0)
	g := s.Start(0, 2, vtes.PhaseMinion)
	answer(t, g, "Jürgen, The Libertine bleeds")
	mustNotOffer(t, g, "Block with Lenny Burkhead") // no blood to burn
	mustOffer(t, g, "Block with Mkhokheli")
	answer(t, g, "Block with Double Deuce")
	if !logged(g, "Double Deuce: life 3 → 2") { // an ally burns life
		t.Errorf("Double Deuce burned no life to attempt\n%s", logText(g))
	}
}
