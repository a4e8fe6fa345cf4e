package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Camera Phone: equipped at no cost; its bearer bleeds at +1 bleed as a
// Ⓓ action, and no other equipment (Laptop Computer's +1 bleed) raises
// that bleed, while it still raises the bearer's plain bleed (card text;
// §3.5.1, §3.5.3).
func TestCameraPhone(t *testing.T) {
	t.Run("equipped for nothing", func(t *testing.T) {
		wantEquipped(t, "Camera Phone", 0)
	})
	t.Run("bleed at +1", func(t *testing.T) {
		s := newScenario(3)
		ashley := s.Ready(0, "Ashley", 3)
		s.Attach(ashley, "Camera Phone", 0)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Ashley: Camera Phone (bleed at +1 bleed)")
		notBlocked(t, g)
		finish(t, g)
		wantPool(t, g, 30, 28, 30)
	})
	t.Run("no other equipment raises it", func(t *testing.T) {
		s := newScenario(3)
		ashley := s.Ready(0, "Ashley", 3)
		s.Attach(ashley, "Camera Phone", 0)
		s.Attach(ashley, "Laptop Computer", 0)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Ashley: Camera Phone (bleed at +1 bleed)")
		notBlocked(t, g)
		finish(t, g)
		wantPool(t, g, 30, 28, 30)
	})
	t.Run("the plain bleed keeps the Laptop's +1", func(t *testing.T) {
		s := newScenario(3)
		ashley := s.Ready(0, "Ashley", 3)
		s.Attach(ashley, "Camera Phone", 0)
		s.Attach(ashley, "Laptop Computer", 0)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Ashley bleeds")
		notBlocked(t, g)
		finish(t, g)
		wantPool(t, g, 30, 28, 30)
	})
}
