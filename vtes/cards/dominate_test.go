package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Dominate: a Discipline master card on any vampire in play without
// superior Dominate, another Methuselah's included: +1 level of Dominate
// and +1 capacity, no blood (card text; §1.6).
func TestDominate(t *testing.T) {
	s := newScenario(3)
	naomi := s.Ready(0, "Naomi Stewart", 3)
	s.Ready(0, "Madison", 3)
	mk := s.Ready(1, "Mkhokheli", 3)
	dc := s.Hand(0, "Dominate")[0]
	s.Hand(0, "Conditioning")
	g := s.Start(0, 2, vtes.PhaseMaster)
	answer(t, g, "Play Dominate")
	mustNotOffer(t, g, "Madison") // superior Dominate already
	mustOffer(t, g, "Mkhokheli")
	answer(t, g, "Naomi Stewart")
	wantOn(t, g, dc, naomi)
	if c := g.Capacity(naomi); c != 6 {
		t.Errorf("Naomi's capacity is %d, want 6", c)
	}
	wantBlood(t, naomi, 3)
	wantBlood(t, mk, 3)
	answer(t, g, "Naomi Stewart bleeds", "Do not block") // the master phase action is spent
	answer(t, g, "Play Conditioning (+3 bleed)")
	finish(t, g)
	wantPool(t, g, 30, 26, 30)
}
