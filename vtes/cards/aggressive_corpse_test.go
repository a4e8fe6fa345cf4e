package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Aggressive Corpse: Hecata, for 2 blood; zombie ally with 3 life, 2
// strength; enters combat with a minion as a Ⓓ action; not the target of
// directed actions requiring Dominate or Presence; its strikes cannot be
// dodged; cannot gain life (card text).
func TestAggressiveCorpse(t *testing.T) {
	t.Run("recruited", func(t *testing.T) {
		s := newScenario(3)
		v := readyWithHand(s, 0, "Hiromitsu Asano", 4, "Aggressive Corpse")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Hiromitsu Asano: Aggressive Corpse (recruit)")
		finish(t, g)
		wantBlood(t, v, 2)
		if c := card(t, g, "Aggressive Corpse"); c.Zone != vtes.ZoneReady || c.Blood != 3 {
			t.Errorf("Aggressive Corpse in zone %v with %d life", c.Zone, c.Blood)
		}
	})
	t.Run("its strike lands on a dodging vampire", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Aggressive Corpse", 3)
		mk := readyWithHand(s, 1, "Mkhokheli", 6, "Side Strike")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Aggressive Corpse: Aggressive Corpse (enter combat with a minion → Mkhokheli)")
		notBlocked(t, g)
		fightUntil(t, g, "Play Side Strike")
		answer(t, g, "Play Side Strike")
		finish(t, g)
		wantBlood(t, mk, 4)
	})
	t.Run("no directed action requiring Presence", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Roger de Camden", 6, "Entrancement")
		s.Ready(1, "Aggressive Corpse", 3)
		s.Ready(1, "Screamer", 1)
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustOffer(t, g, "steal an ally → Screamer")
		mustNotOffer(t, g, "steal an ally → Aggressive Corpse")
	})
	t.Run("cannot gain life", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Opikun", 3)
		s.Hand(0, "Touch of Valeren")
		c := s.Ready(0, "Aggressive Corpse", 1)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Opikun: Touch of Valeren (add 3 blood or life to a minion → Aggressive Corpse)")
		finish(t, g)
		wantBlood(t, c, 1)
	})
}
