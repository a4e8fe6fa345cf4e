package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Potence, a Discipline master card: on any controlled vampire without
// superior Potence, +1 level of Potence and +1 capacity (card text; §1.6).
func TestPotence(t *testing.T) {
	s := newScenario(3)
	cedrick := s.Ready(0, "Cedrick Calhoun", 3) // pot
	s.Ready(0, "Horace Radcliffe", 3)           // POT: not a target
	s.Ready(1, "Mkhokheli", 3)                  // another Methuselah's vampire: a target
	card := s.Hand(0, "Potence")[0]
	g := s.Start(0, 2, vtes.PhaseMaster)
	answer(t, g, "Play Potence")
	mustOffer(t, g, "Mkhokheli")
	mustNotOffer(t, g, "Horace Radcliffe")
	answer(t, g, "Cedrick Calhoun")
	wantOn(t, g, card, cedrick)
	if l := g.Level(cedrick, vtes.Potence); l != vtes.Superior {
		t.Errorf("Cedrick's Potence level %d, want superior", l)
	}
	if c := g.Capacity(cedrick); c != 8 {
		t.Errorf("Cedrick's capacity %d, want 8", c)
	}
}
