package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Laptop Computer, for 1 pool, one to a minion: +1 bleed (card text).
func TestLaptopComputer(t *testing.T) {
	t.Run("equipped for 1 pool", func(t *testing.T) {
		wantEquipped(t, "Laptop Computer", 1)
	})
	t.Run("+1 bleed; one to a minion", func(t *testing.T) {
		s := newScenario(3)
		ashley := s.Ready(0, "Ashley", 3)
		s.Attach(ashley, "Laptop Computer", 0)
		s.Hand(0, "Laptop Computer")
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "Laptop Computer (equip)")
		answer(t, g, "Ashley bleeds")
		finish(t, g)
		wantPool(t, g, 30, 28, 30)
	})
}
