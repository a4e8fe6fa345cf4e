package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Rolling with the Punches: [for] prevent 1 damage; [FOR] 1 blood:
// prevent all damage from the opposing strikes this round (card text;
// §6.7).
func TestRollingWithThePunches(t *testing.T) {
	t.Run("inferior: 1 damage prevented", func(t *testing.T) {
		g, oshri, _ := startBlockedBleed(t, "Oshri Dahan", 3, "Rolling with the Punches",
			"Mkhokheli", 4)
		answer(t, g, "Play Rolling with the Punches (prevent 1 damage)")
		finish(t, g)
		wantBlood(t, oshri, 3)
	})
	t.Run("superior: all of a 2-damage strike, for 1 blood", func(t *testing.T) {
		s := newScenario(3)
		brock := readyWithHand(s, 0, "Brock Sterling", 3, "Rolling with the Punches")
		mk := s.Ready(1, "Mkhokheli", 4)
		s.Attach(mk, ".44 Magnum", 0)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Brock Sterling", "Mkhokheli")
		fightUntil(t, g, ".44 Magnum: 2R damage")
		answer(t, g, ".44 Magnum: 2R damage")
		fightUntil(t, g, "Play Rolling with the Punches")
		answer(t, g, "Play Rolling with the Punches (1 blood: prevent all damage from the opposing strikes this round)")
		finish(t, g)
		wantBlood(t, brock, 2) // the blood burned; no damage
	})
	t.Run("not by a vampire without Fortitude", func(t *testing.T) {
		g, _, _ := startBlockedBleed(t, "Ashley", 3, "Rolling with the Punches", "Mkhokheli", 4)
		neverOffered(t, g, "Play Rolling with the Punches")
	})
}
