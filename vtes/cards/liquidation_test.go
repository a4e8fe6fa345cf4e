package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Liquidation: burn the top 7 cards of the library to gain 3 pool; not
// replaced until the discard phase; not with fewer than 7 library cards
// ([LSJ 20070901]) (card text; §1.5.3).
func TestLiquidation(t *testing.T) {
	t.Run("7 cards burned, 3 pool", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Nik Sikko", 3)
		s.Hand(0, "Liquidation")
		s.Library(0, "Deflection", "Deflection", "Deflection", "Deflection",
			"Deflection", "Deflection", "Deflection", "Deflection", "Deflection")
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Play Liquidation")
		wantPool(t, g, 33, 30, 30)
		if n := g.LibrarySize(0); n != 2 {
			t.Errorf("%d library cards left, want 2", n)
		}
		if n := len(g.AshHeap(0)); n != 8 {
			t.Errorf("%d cards in the ash heap, want the 7 burned and Liquidation", n)
		}
		if len(g.Hand(0)) != 0 {
			t.Errorf("Liquidation replaced before the discard phase")
		}
		passUntil(t, g, "End the discard phase")
		if len(g.Hand(0)) != 1 {
			t.Errorf("%d cards in hand at the discard phase, want Liquidation's replacement", len(g.Hand(0)))
		}
	})
	t.Run("not with 6 library cards", func(t *testing.T) {
		s := newScenario(3)
		s.Hand(0, "Liquidation")
		s.Library(0, "Deflection", "Deflection", "Deflection", "Deflection",
			"Deflection", "Deflection")
		g := s.Start(0, 2, vtes.PhaseMaster)
		mustNotOffer(t, g, "Play Liquidation")
	})
}
