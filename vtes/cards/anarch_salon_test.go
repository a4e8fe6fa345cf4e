package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Anarch Salon, called by an Anarch: if it passes, each ready Anarch
// gains 1 blood and each Methuselah controlling an Anarch gains 1 pool;
// not by a Camarilla vampire (card text; §5).
func TestAnarchSalon(t *testing.T) {
	t.Run("passes", func(t *testing.T) {
		s := newScenario(3)
		marcel := readyWithHand(s, 0, "Marcel", 2, "Anarch Salon")
		hanna := s.Ready(1, "Hanna Nokelainen", 2)
		mk := s.Ready(2, "Mkhokheli", 2)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Marcel: Anarch Salon")
		finish(t, g)
		wantBlood(t, marcel, 3)
		wantBlood(t, hanna, 3)
		wantBlood(t, mk, 2)
		wantPool(t, g, 31, 31, 30)
	})
	t.Run("not by a Camarilla vampire", func(t *testing.T) {
		g := minionPhase("Mkhokheli", 2, "Anarch Salon")
		mustNotOffer(t, g, "Anarch Salon")
	})
}
