package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Mateo García (pre, capacity 2): inferior Presence only: Enchant Kindred
// as a bleed, not its superior mode (§1.3).
func TestMateoGarcia(t *testing.T) {
	s := newScenario(3)
	s.Ready(0, "Mateo García", 2)
	s.Uncontrolled(0, "Nik Sikko", 0)
	s.Hand(0, "Enchant Kindred")
	g := s.Start(0, 2, vtes.PhaseMinion)
	mustOffer(t, g, "Mateo García: Enchant Kindred (bleed at +1 bleed)")
	mustNotOffer(t, g, "2 blood to a younger")
	answer(t, g, "Mateo García: Enchant Kindred (bleed at +1 bleed)")
	finish(t, g)
	wantPool(t, g, 30, 28, 30)
}
