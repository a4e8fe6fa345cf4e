package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Helicopter: a vehicle that comes locked when equipped [LSJ 20100119];
// after a successful action its bearer may lock it to unlock; not after
// an unsuccessful one (card text; §4.1).
func TestHelicopter(t *testing.T) {
	t.Run("equipped: it comes locked", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Mkhokheli", 3, "Helicopter")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Mkhokheli: Helicopter (equip)")
		neverOffered(t, g, "Use Helicopter")
		wantLocked(t, g.CardsNamed("Helicopter")[0], true)
		wantPool(t, g, 27, 30, 30)
	})
	setup := func() (*vtes.Game, *vtes.Card, *vtes.Card) {
		s := newScenario(3)
		mk := s.Ready(0, "Mkhokheli", 3)
		heli := s.Attach(mk, "Helicopter", 0)
		s.Ready(1, "Lenny Burkhead", 3)
		return s.Start(0, 2, vtes.PhaseMinion), mk, heli
	}
	t.Run("after a successful action: lock it to unlock", func(t *testing.T) {
		g, mk, heli := setup()
		answer(t, g, "Mkhokheli bleeds", "Do not block", "Use Helicopter: lock the Helicopter: unlock")
		wantLocked(t, mk, false)
		wantLocked(t, heli, true)
	})
	t.Run("not after a blocked action", func(t *testing.T) {
		g, _, _ := setup()
		answer(t, g, "Mkhokheli bleeds", "Block with Lenny Burkhead")
		neverOffered(t, g, "Use Helicopter")
	})
}
