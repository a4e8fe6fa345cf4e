package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Arcane Library: a unique location needing a ready Tremere (2 pool); lock
// it in the influence phase to add 1 blood to a Tremere in the
// uncontrolled region (card text; §1.6, §1.5.4).
func TestArcaneLibrary(t *testing.T) {
	t.Run("played for 2 pool", func(t *testing.T) {
		wantPlayed(t, "Mason Ha", "Arcane Library", 28)
	})
	t.Run("not without a ready Tremere", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Madison", 3)
		s.Torpor(0, "Mason Ha", 3)
		s.Hand(0, "Arcane Library")
		g := s.Start(0, 2, vtes.PhaseMaster)
		neverOffered(t, g, "Play Arcane Library")
	})
	t.Run("lock it: 1 blood to an uncontrolled Tremere", func(t *testing.T) {
		s := newScenario(3)
		mason := s.Uncontrolled(0, "Mason Ha", 1)
		naomi := s.Uncontrolled(0, "Naomi Stewart", 1)
		lib := s.InPlay(0, "Arcane Library")
		g := s.Start(0, 4, vtes.PhaseInfluence)
		answer(t, g, "Use Arcane Library")
		mustNotOffer(t, g, "Use Arcane Library")
		wantBlood(t, mason, 2)
		wantBlood(t, naomi, 1)
		wantLocked(t, lib, true)
	})
}
