package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Fortitude: a Discipline master card giving +1 level of Fortitude and +1
// capacity, not on a vampire with superior Fortitude (card text; §1.6).
func TestFortitude(t *testing.T) {
	s := newScenario(3)
	antonio := s.Ready(0, "Antonio d'Erlette", 3) // for
	s.Ready(0, "Alice Chen", 3)                   // FOR: not a target
	s.Ready(1, "Mkhokheli", 3)                    // another Methuselah's vampire
	card := s.Hand(0, "Fortitude")[0]
	g := s.Start(0, 2, vtes.PhaseMaster)
	answer(t, g, "Play Fortitude")
	mustOffer(t, g, "Mkhokheli")
	mustNotOffer(t, g, "Alice Chen")
	answer(t, g, "Antonio d'Erlette")
	wantOn(t, g, card, antonio)
	if l := g.Level(antonio, vtes.Fortitude); l != vtes.Superior {
		t.Errorf("Antonio's Fortitude level %d, want superior", l)
	}
	if c := g.Capacity(antonio); c != 6 {
		t.Errorf("Antonio's capacity %d, want 6", c)
	}
}
