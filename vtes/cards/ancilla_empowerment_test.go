package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Ancilla Empowerment: if the referendum passes, each Methuselah burns 1
// pool for each minion they control, in torpor or ready, allies included
// (card text; §5.2; group G00015).
func TestAncillaEmpowerment(t *testing.T) {
	s := newScenario(3)
	s.Ready(0, "Graham Gottesman", 3)
	s.Torpor(0, "Mason Ha", 0)
	s.Hand(0, "Ancilla Empowerment")
	s.Ready(1, "Nik Sikko", 3)
	s.Ready(1, "Underbridge Stray", 1)
	g := s.Start(0, 2, vtes.PhaseMinion)
	answer(t, g, "Graham Gottesman: Ancilla Empowerment", "Do not block",
		"Graham Gottesman: 2 vote(s) for")
	finish(t, g)
	wantPool(t, g, 28, 28, 30)
}
