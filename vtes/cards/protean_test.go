package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Protean: a Discipline master card giving +1 level of Protean and +1
// capacity, not on a vampire with superior Protean (card text; §1.6).
func TestProtean(t *testing.T) {
	s := newScenario(3)
	hanna := s.Ready(0, "Hanna Nokelainen", 3) // pro
	s.Ready(0, "Casey Snyder", 3)              // PRO: not a target
	s.Ready(1, "Mkhokheli", 3)                 // another Methuselah's vampire
	card := s.Hand(0, "Protean")[0]
	g := s.Start(0, 2, vtes.PhaseMaster)
	answer(t, g, "Play Protean")
	mustOffer(t, g, "Mkhokheli")
	mustNotOffer(t, g, "Casey Snyder")
	answer(t, g, "Hanna Nokelainen")
	wantOn(t, g, card, hanna)
	if l := g.Level(hanna, vtes.Protean); l != vtes.Superior {
		t.Errorf("Hanna's Protean level %d, want superior", l)
	}
	if c := g.Capacity(hanna); c != 5 {
		t.Errorf("Hanna's capacity %d, want 5", c)
	}
}
