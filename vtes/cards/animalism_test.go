package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Animalism: a Discipline master card giving +1 level of Animalism and +1
// capacity, on any vampire without superior Animalism (card text; §1.6).
func TestAnimalism(t *testing.T) {
	s := newScenario(3)
	ryan := s.Ready(0, "Ryan", 3)     // ani
	s.Ready(0, "Horace Radcliffe", 3) // ANI: not a target
	s.Ready(1, "Mkhokheli", 3)        // another Methuselah's vampire
	card := s.Hand(0, "Animalism")[0]
	g := s.Start(0, 2, vtes.PhaseMaster)
	answer(t, g, "Play Animalism")
	mustOffer(t, g, "Mkhokheli")
	mustNotOffer(t, g, "Horace Radcliffe")
	answer(t, g, "Ryan")
	wantOn(t, g, card, ryan)
	if l := g.Level(ryan, vtes.Animalism); l != vtes.Superior {
		t.Errorf("Ryan's Animalism level %d, want superior", l)
	}
	if c := g.Capacity(ryan); c != 5 {
		t.Errorf("Ryan's capacity %d, want 5", c)
	}
}
