package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Luciano Carvalho: in the discard phase, move an animal retainer from a
// vampire his Methuselah controls to another (card text).
func TestLucianoCarvalho(t *testing.T) {
	s := newScenario(3)
	s.Ready(0, "Luciano Carvalho", 4)
	horace := s.Ready(0, "Horace Radcliffe", 4)
	nol := s.Ready(0, "Noluthando", 4)
	owl := s.Attach(horace, "Owl Companion", 1)
	g := s.Start(0, 2, vtes.PhaseDiscard)
	answer(t, g, "move an animal retainer", "Noluthando")
	wantOn(t, g, owl, nol)
}
