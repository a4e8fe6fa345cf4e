package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Tension in the Ranks: after a ready minion is burned or sent to torpor,
// its controller burns 1 pool; any Methuselah can spend a master phase
// action and discard two master cards to burn it (card text; §2.3).
func TestTensionInTheRanks(t *testing.T) {
	t.Run("played", func(t *testing.T) {
		wantPlayed(t, "", "Tension in the Ranks", 30)
	})
	t.Run("a vampire sent to torpor: its controller burns 1 pool", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Joaquín de Cádiz", 4, "Claws of the Dead")
		mk := s.Ready(1, "Mkhokheli", 6)
		s.InPlay(2, "Tension in the Ranks")
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Joaquín de Cádiz", "Mkhokheli")
		answer(t, g, "Play Claws of the Dead (aggravated hand strikes this round)")
		finish(t, g)
		wantZone(t, mk, vtes.ZoneTorpor)
		wantPool(t, g, 30, 29, 30)
	})
	t.Run("an ally burned", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Theo Bell", 4)
		stray := s.Ready(1, "Underbridge Stray", 1)
		s.InPlay(0, "Tension in the Ranks")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Theo Bell: Theo Bell (enter combat with a minion → Underbridge Stray)")
		finish(t, g)
		wantZone(t, stray, vtes.ZoneAsh)
		wantPool(t, g, 30, 29, 30)
	})
	t.Run("burned with a master phase action and two master cards", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(1, "Bijou", 3)
		tension := s.InPlay(0, "Tension in the Ranks")
		hand := s.Hand(1, "Opium Den", "Market Square", "Quickness")
		g := s.Start(1, 2, vtes.PhaseMaster)
		answer(t, g, "Use Tension in the Ranks: discard two master cards: burn it",
			"Opium Den") // Market Square is then the only one
		wantZone(t, tension, vtes.ZoneAsh)
		wantZone(t, hand[0], vtes.ZoneAsh)
		wantZone(t, hand[1], vtes.ZoneAsh)
		wantZone(t, hand[2], vtes.ZoneHand)
	})
	t.Run("not with one master card", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(1, "Bijou", 3)
		s.InPlay(0, "Tension in the Ranks")
		s.Hand(1, "Opium Den", "Quickness")
		g := s.Start(1, 2, vtes.PhaseMaster)
		mustNotOffer(t, g, "Use Tension in the Ranks")
	})
}
