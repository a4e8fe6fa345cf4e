package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Obfuscate: a Discipline master card giving +1 level of Obfuscate and +1
// capacity, not on a vampire with superior Obfuscate (card text; §1.6).
func TestObfuscate(t *testing.T) {
	s := newScenario(3)
	marcel := s.Ready(0, "Marcel", 3) // obf
	s.Ready(0, "Crystal Lynn", 3)     // OBF: not a target
	s.Ready(1, "Mkhokheli", 3)        // another Methuselah's vampire
	card := s.Hand(0, "Obfuscate")[0]
	g := s.Start(0, 2, vtes.PhaseMaster)
	answer(t, g, "Play Obfuscate")
	mustOffer(t, g, "Mkhokheli")
	mustNotOffer(t, g, "Crystal Lynn")
	answer(t, g, "Marcel")
	wantOn(t, g, card, marcel)
	if l := g.Level(marcel, vtes.Obfuscate); l != vtes.Superior {
		t.Errorf("Marcel's Obfuscate level %d, want superior", l)
	}
	if c := g.Capacity(marcel); c != 5 {
		t.Errorf("Marcel's capacity %d, want 5", c)
	}
}
