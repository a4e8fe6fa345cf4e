package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Gustaphe Brunnelle enters combat with a minion of his Methuselah's
// predator or prey as a Ⓓ action, not with another's (card text).
func TestGustapheBrunnelle(t *testing.T) {
	s := newScenario(4)
	s.Ready(0, "Gustaphe Brunnelle", 4)
	s.Ready(1, "Nik Sikko", 3) // prey
	s.Ready(2, "Ashley", 3)    // across the table
	s.Ready(3, "Meaghan", 3)   // predator
	g := s.Start(0, 2, vtes.PhaseMinion)
	mustOffer(t, g, "minion of your predator or prey → Meaghan")
	mustNotOffer(t, g, "minion of your predator or prey → Ashley")
	answer(t, g, "minion of your predator or prey → Nik Sikko")
	finish(t, g)
	if !logged(g, "Combat: Gustaphe Brunnelle against Nik Sikko") {
		t.Errorf("no combat\n%s", logText(g))
	}
}
