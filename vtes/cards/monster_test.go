package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Monster: archetype on a ready vampire its Methuselah controls; once
// each turn, after a combat involving the vampire ends, it may burn 1
// blood to unlock if the opposing minion is not ready (card text; group
// G00014; [ANK 20230314]: once combat is over).
func TestMonster(t *testing.T) {
	t.Run("put on a vampire, not a second archetype", func(t *testing.T) {
		s := newScenario(3)
		azucena := s.Ready(0, "Azucena", 3)
		egidia := s.Ready(0, "Egidia Arrú", 3)
		s.Attach(egidia, "Dabbler", 0)
		card := s.Hand(0, "Monster")[0]
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Play Monster")
		wantOn(t, g, card, azucena)
	})
	t.Run("the opponent in torpor: burn 1 blood to unlock", func(t *testing.T) {
		s := newScenario(3)
		egidia := s.Ready(0, "Egidia Arrú", 4)
		s.Attach(egidia, "Monster", 0)
		madison := s.Ready(1, "Madison", 1)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Egidia Arrú", "Madison")
		wantZone(t, madison, vtes.ZoneTorpor)
		answer(t, g, "Yes")
		wantLocked(t, egidia, false)
		wantBlood(t, egidia, 2) // 4, 1 damage, 1 for Monster
		// Once each turn: a second combat that turn does not offer it.
		s2 := newScenario(3)
		egidia2 := s2.Ready(0, "Egidia Arrú", 6)
		s2.Attach(egidia2, "Monster", 0)
		s2.Ready(1, "Madison", 1)
		s2.Ready(1, "Andi Liu", 1)
		g2 := s2.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g2, "Egidia Arrú", "Madison")
		answer(t, g2, "Yes")
		answer(t, g2, "Egidia Arrú hunts", "Block with Andi Liu")
		mustNotOffer(t, g2, "Yes")
		wantLocked(t, egidia2, true)
	})
	t.Run("not while the opponent is ready", func(t *testing.T) {
		s := newScenario(3)
		egidia := s.Ready(0, "Egidia Arrú", 4)
		s.Attach(egidia, "Monster", 0)
		s.Ready(1, "Mkhokheli", 6)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Egidia Arrú", "Mkhokheli")
		neverOffered(t, g, "Yes")
	})
}
