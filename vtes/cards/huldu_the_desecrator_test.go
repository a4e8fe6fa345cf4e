package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Huldu, The Desecrator: +1 bleed; once each combat involving another
// minion of hers, if ready, burn 1 blood to prevent 1 damage to it (card
// text).
func TestHulduTheDesecrator(t *testing.T) {
	const huldu = "Huldu, The Desecrator"
	t.Run("+1 bleed", func(t *testing.T) {
		g := bleedWith(t, huldu)
		notBlocked(t, g)
		finish(t, g)
		wantPool(t, g, 30, 28, 30)
	})
	t.Run("prevents 1 damage to another minion, once", func(t *testing.T) {
		s := newScenario(3)
		h := s.Ready(0, huldu, 4)
		horace := s.Ready(0, "Horace Radcliffe", 5)
		madison := s.Ready(1, "Madison", 5)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Horace Radcliffe", "Madison")
		fightUntil(t, g, "Use "+huldu)
		answer(t, g, "Use "+huldu+": burn 1 blood: prevent 1 damage to your minion")
		mustNotOffer(t, g, "Use "+huldu)
		finish(t, g)
		wantBlood(t, h, 3)
		if madison.Blood >= 5 {
			t.Errorf("Madison took no damage")
		}
		wantBlood(t, horace, 5) // Madison's 1 damage prevented
	})
	t.Run("not for herself", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, huldu, 4)
		s.Ready(1, "Madison", 5)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, huldu, "Madison")
		neverOffered(t, g, "Use "+huldu)
	})
}
