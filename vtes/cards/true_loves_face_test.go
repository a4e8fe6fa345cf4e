package cards_test

import (
	"testing"

	"kindred/vtes"
)

// True Love's Face: [obf][pre] +1 bleed during a bleed; [OBF][PRE] a
// block attempt fails and the minion cannot attempt again this action,
// unless its Methuselah burns 1 pool to cancel the card (card text; §4.3,
// §14 C5, C19).
func TestTrueLovesFace(t *testing.T) {
	t.Run("inferior: +1 bleed", func(t *testing.T) {
		g := bleedWith(t, "Hesha Ruhadze", "True Love's Face") // obf PRE, no OBF
		mustNotOffer(t, g, "block attempt fails")
		answer(t, g, "Play True Love's Face (+1 bleed)")
		finish(t, g)
		wantPool(t, g, 30, 28, 30)
	})
	t.Run("superior: the attempt fails, no second attempt", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Sergio Bueno", 3, "True Love's Face") // OBF PRE
		nik := s.Ready(1, "Nik Sikko", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Sergio Bueno bleeds", "Block with Nik Sikko",
			"Play True Love's Face (the block attempt fails)",
			"let True Love's Face take effect")
		if logged(g, "Nik Sikko blocks") {
			t.Fatalf("the block succeeded\n%s", logText(g))
		}
		mustNotOffer(t, g, "Block with Nik Sikko")
		finish(t, g)
		wantLocked(t, nik, false)
		wantPool(t, g, 30, 29, 30)
	})
	t.Run("superior: cancelled for 1 pool", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Sergio Bueno", 3, "True Love's Face")
		s.Ready(1, "Nik Sikko", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Sergio Bueno bleeds", "Block with Nik Sikko",
			"Play True Love's Face (the block attempt fails)",
			"burn 1 pool to cancel True Love's Face")
		finish(t, g) // the block stands: combat
		if !logged(g, "Nik Sikko blocks Sergio Bueno") {
			t.Fatalf("no block\n%s", logText(g))
		}
		if pool(g, 1) != 29 {
			t.Errorf("seat 2 pool %d, want 29", pool(g, 1))
		}
	})
}
