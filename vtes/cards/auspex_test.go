package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Auspex: a Discipline master card giving +1 level of Auspex and +1
// capacity, on any vampire without superior Auspex (card text; §1.6).
func TestAuspex(t *testing.T) {
	s := newScenario(3)
	anita := s.Ready(0, "Anita Wainwright", 3) // no Auspex
	s.Ready(0, "Chrysanthemum", 3)             // AUS: not a target
	s.Ready(1, "Mkhokheli", 3)                 // aus, another Methuselah's
	card := s.Hand(0, "Auspex")[0]
	g := s.Start(0, 2, vtes.PhaseMaster)
	answer(t, g, "Play Auspex")
	mustOffer(t, g, "Mkhokheli")
	mustNotOffer(t, g, "Chrysanthemum")
	answer(t, g, "Anita Wainwright")
	wantOn(t, g, card, anita)
	if l := g.Level(anita, vtes.Auspex); l != vtes.Inferior {
		t.Errorf("Anita's Auspex level %d, want inferior", l)
	}
	if c := g.Capacity(anita); c != 4 {
		t.Errorf("Anita's capacity %d, want 4", c)
	}
}
