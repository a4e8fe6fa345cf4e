package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Disguised Weapon: with a weapon in hand, the vampire equips with it,
// cost and requirements as normal: [obf] before range; [OBF] as it
// chooses its strike, striking with it (card text; groups G00128,
// G00131).
func TestDisguisedWeapon(t *testing.T) {
	t.Run("[obf] before range", func(t *testing.T) {
		s := newScenario(3)
		marcel := s.Ready(0, "Marcel", 3) // obf
		hand := s.Hand(0, "Disguised Weapon", ".44 Magnum")
		s.Library(0, "Wash", "Wash")
		s.Ready(1, "Anita Wainwright", 4)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Marcel", "Anita Wainwright")
		fightUntil(t, g, "Play Disguised Weapon")
		mustNotOffer(t, g, "strike with it")
		answer(t, g, "Play Disguised Weapon (equip a weapon from your hand)")
		wantOn(t, g, hand[1], marcel)
		wantPool(t, g, 28, 30, 30)
		mustOffer(t, g, ".44 Magnum")
	})
	t.Run("[OBF] as it chooses its strike", func(t *testing.T) {
		s := newScenario(3)
		phaibun := s.Ready(0, "Phaibun", 3) // OBF
		hand := s.Hand(0, "Disguised Weapon", ".44 Magnum")
		s.Library(0, "Wash", "Wash")
		anita := s.Ready(1, "Anita Wainwright", 4)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Phaibun", "Anita Wainwright")
		fightUntil(t, g, "strike with it")
		answer(t, g, "Play Disguised Weapon (equip a weapon from your hand and strike with it)")
		wantOn(t, g, hand[1], phaibun)
		finish(t, g)
		wantBlood(t, anita, 2) // the Magnum's 2 damage, not a hand strike's 1
	})
	t.Run("no weapon in hand", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Phaibun", 3)
		s.Hand(0, "Disguised Weapon", "Wash")
		s.Ready(1, "Anita Wainwright", 4)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Phaibun", "Anita Wainwright")
		for !offered(g, "Hand strike") { // to the first strike, the windows before it
			mustNotOffer(t, g, "Play Disguised Weapon")
			decline(t, g)
		}
		mustNotOffer(t, g, "Play Disguised Weapon")
	})
}
