package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Zip Gun: put on its minion before range; a gun kept after the combat:
// 1R damage, 1 optional maneuver each combat; its bearer takes 1
// environmental damage the first time it strikes with it each combat
// (card text; bearerdamage.go).
func TestZipGun(t *testing.T) {
	// Mkhokheli (seat 0) bleeds with the cards in hand, Saiz (seat 1, 6
	// blood) blocks; Mkhokheli plays them before range, then strikes
	// with the gun each round.
	fight := func(t *testing.T, blood int, hand ...string) (*vtes.Game, *vtes.Card, *vtes.Card, *vtes.Card) {
		t.Helper()
		s := newScenario(3)
		mk := s.Ready(0, "Mkhokheli", blood)
		gun := s.Hand(0, hand...)[0]
		saiz := s.Ready(1, "Saiz", 6)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Mkhokheli", "Saiz")
		for _, c := range hand[1:] {
			answer(t, g, "Play "+c)
		}
		answer(t, g, "Play Zip Gun")
		for i := 0; i < 20 && g.Pending() != nil; i++ {
			if offered(g, "Zip Gun: 1R damage") {
				answer(t, g, "Zip Gun: 1R damage")
				continue
			}
			decline(t, g)
		}
		return g, mk, saiz, gun
	}
	t.Run("a gun: 1R damage, 1 damage to its bearer, kept", func(t *testing.T) {
		g, mk, saiz, gun := fight(t, 4, "Zip Gun")
		wantBlood(t, saiz, 5)
		wantBlood(t, mk, 2) // Saiz's hand strike and the gun's 1
		wantOn(t, g, gun, mk)
		if !vtes.IsEquipment(gun) {
			t.Error("Zip Gun is no equipment on its minion")
		}
	})
	t.Run("its bearer takes the damage once each combat", func(t *testing.T) {
		// Trap makes four rounds: four hand strikes from Saiz, one
		// damage from the gun.
		_, mk, saiz, _ := fight(t, 8, "Zip Gun", "Trap")
		wantBlood(t, saiz, 2)
		wantBlood(t, mk, 3)
	})
}
