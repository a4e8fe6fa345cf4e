package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Ventrue Headquarters: lock it in the polling of a referendum for +3
// votes on the side its Methuselah chooses; once, as it stays locked
// (card text; §5.3).
func TestVentrueHeadquarters(t *testing.T) {
	s := newScenario(3)
	readyWithHand(s, 0, "Nik Sikko", 3, "Kine Resources Contested")
	hq := s.InPlay(1, "Ventrue Headquarters")
	g := s.Start(0, 2, vtes.PhaseMinion)
	callKRC(t, g, "Nik Sikko")
	for !offered(g, "Use Ventrue Headquarters") {
		answer(t, g, "Pass")
	}
	answer(t, g, "Use Ventrue Headquarters")
	answer(t, g, "Vote against")
	wantLocked(t, hq, true)
	neverOffered(t, g, "Use Ventrue Headquarters")
	if !logged(g, "The referendum fails (1 for, 3 against)") {
		t.Errorf("no 3 votes against\n%s", logText(g))
	}
	wantPool(t, g, 30, 30, 30)
}
