package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Computer Hacking: a Ⓓ bleed at +1 bleed, by a vampire without any
// Discipline it needs (card text; §3.5.1).
func TestComputerHacking(t *testing.T) {
	s := newScenario(3)
	s.Ready(0, "Gwendolyn Fleming", 3)
	s.Hand(0, "Computer Hacking")
	g := s.Start(0, 2, vtes.PhaseMinion)
	answer(t, g, "Gwendolyn Fleming: Computer Hacking (bleed at +1 bleed)")
	finish(t, g)
	wantPool(t, g, 30, 28, 30)
}
