package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Celerity: a Discipline master card giving +1 level of Celerity and +1
// capacity, on any vampire without superior Celerity (card text; §1.6).
func TestCelerity(t *testing.T) {
	s := newScenario(3)
	anita := s.Ready(0, "Anita Wainwright", 3) // cel
	s.Ready(0, "Brandon Grime", 3)             // CEL: not a target
	s.Ready(1, "Mkhokheli", 3)                 // another Methuselah's vampire
	card := s.Hand(0, "Celerity")[0]
	g := s.Start(0, 2, vtes.PhaseMaster)
	answer(t, g, "Play Celerity")
	mustOffer(t, g, "Mkhokheli")
	mustNotOffer(t, g, "Brandon Grime")
	answer(t, g, "Anita Wainwright")
	wantOn(t, g, card, anita)
	if l := g.Level(anita, vtes.Celerity); l != vtes.Superior {
		t.Errorf("Anita's Celerity level %d, want superior", l)
	}
	if c := g.Capacity(anita); c != 4 {
		t.Errorf("Anita's capacity %d, want 4", c)
	}
}
