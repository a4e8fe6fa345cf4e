package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Opikun: once each combat involving a vampire his Methuselah controls, he
// burns 1 blood to prevent up to 2 of the non-aggravated damage the
// opposing strike inflicts on that vampire, himself or another (card
// text; §6.7).
func TestOpikun(t *testing.T) {
	t.Run("another vampire's combat", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Horace Radcliffe", 4, "Roundhouse")
		mk := s.Ready(1, "Mkhokheli", 6)
		opikun := s.Ready(1, "Opikun", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Horace Radcliffe", "Mkhokheli")
		answer(t, g, "Play Roundhouse (hand strike at +2)")
		fightUntil(t, g, "burn 1 blood: prevent 2 damage")
		answer(t, g, "burn 1 blood: prevent 2 damage")
		mustNotOffer(t, g, "burn 1 blood: prevent 2 damage") // once each combat
		finish(t, g)
		wantBlood(t, opikun, 2)
		wantBlood(t, mk, 5) // 3 damage, 2 prevented
	})
	t.Run("not against aggravated damage", func(t *testing.T) {
		s := newScenario(3)
		trevon := s.Ready(0, "Trevon Parker", 3)
		s.Attach(trevon, "Ivory Bow", 0)
		s.Ready(1, "Opikun", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Trevon Parker bleeds", "Block with Opikun", "Ivory Bow: 1R aggravated damage")
		neverOffered(t, g, "burn 1 blood: prevent 2 damage")
	})
	vanilla(t, "Opikun", 5, 0, vtes.Fortitude, vtes.Superior)
}
