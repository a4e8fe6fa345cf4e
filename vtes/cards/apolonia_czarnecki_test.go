package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Apolonia Czarnecki steals 1 blood from a younger vampire as a Ⓓ
// action; not from an older one (card text; §1.3 capacity is age).
func TestApoloniaCzarnecki(t *testing.T) {
	s := newScenario(3)
	apolonia := s.Ready(0, "Apolonia Czarnecki", 4) // capacity 7
	nik := s.Ready(1, "Nik Sikko", 3)
	s.Ready(1, "Catalina Vega", 3) // capacity 8: older
	g := s.Start(0, 2, vtes.PhaseMinion)
	mustNotOffer(t, g, "steal 1 blood from a younger vampire → Catalina Vega")
	answer(t, g, "steal 1 blood from a younger vampire → Nik Sikko", "Do not block")
	finish(t, g)
	wantBlood(t, nik, 2)
	wantBlood(t, apolonia, 5)
}
