package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Consanguineous Boon: choose a clan; if the referendum passes, each
// Methuselah gains 1 pool for each vampire of that clan they control,
// ready or in torpor (card text; §5).
func TestConsanguineousBoon(t *testing.T) {
	s := newScenario(3)
	s.Ready(0, "Leumeah", 3) // baron: 2 votes
	s.Torpor(0, "Anita Wainwright", 1)
	s.Hand(0, "Consanguineous Boon")
	s.Ready(1, "Valeriya Zinovieva", 3)
	s.Ready(2, "Nik Sikko", 3)
	g := s.Start(0, 2, vtes.PhaseMinion)
	answer(t, g, "Leumeah: Consanguineous Boon")
	notBlocked(t, g)
	mustOffer(t, g, "Toreador")
	answer(t, g, "Brujah")
	finish(t, g)
	wantPool(t, g, 32, 31, 30)
}
