package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Creeping Sabotage: Nosferatu only; costs X blood, X the copies its
// player controls; in their unlock phase the prey burns 1 pool for each
// copy (card text; §1.5.6, §3.2).
func TestCreepingSabotage(t *testing.T) {
	t.Run("the second copy costs 1 blood", func(t *testing.T) {
		s := newScenario(3)
		horace := s.Ready(0, "Horace Radcliffe", 3)
		s.InPlay(0, "Creeping Sabotage")
		cs := s.Hand(0, "Creeping Sabotage")[0]
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Horace Radcliffe: Creeping Sabotage")
		finish(t, g)
		wantZone(t, cs, vtes.ZoneInPlay)
		wantBlood(t, horace, 2)
	})
	t.Run("the first copy is free", func(t *testing.T) {
		s := newScenario(3)
		horace := readyWithHand(s, 0, "Horace Radcliffe", 3, "Creeping Sabotage")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Horace Radcliffe: Creeping Sabotage")
		finish(t, g)
		wantBlood(t, horace, 3)
	})
	t.Run("not by a Toreador", func(t *testing.T) {
		g := minionPhase("Mkhokheli", 3, "Creeping Sabotage")
		mustNotOffer(t, g, "Creeping Sabotage")
	})
	t.Run("each copy burns 1 pool of the prey", func(t *testing.T) {
		s := newScenario(3)
		s.InPlay(0, "Creeping Sabotage")
		s.InPlay(0, "Creeping Sabotage")
		g := s.Start(0, 2, vtes.PhaseUnlock)
		finish(t, g)
		wantPool(t, g, 30, 28, 30)
	})
}
