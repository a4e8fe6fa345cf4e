package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Ecoterrorists: a unique location needing a ready Gangrel (2 pool); lock it
// in the influence phase to add 1 blood to a Gangrel in the uncontrolled
// region (card text; §1.6).
func TestEcoterrorists(t *testing.T) {
	t.Run("played for 2 pool", func(t *testing.T) {
		wantPlayed(t, "Indira", "Ecoterrorists", 28)
	})
	t.Run("lock it: 1 blood to an uncontrolled Gangrel", func(t *testing.T) {
		s := newScenario(3)
		indira := s.Uncontrolled(0, "Indira", 1)
		horace := s.Uncontrolled(0, "Horace Radcliffe", 1)
		loc := s.InPlay(0, "Ecoterrorists")
		g := s.Start(0, 4, vtes.PhaseInfluence)
		answer(t, g, "Use Ecoterrorists")
		mustNotOffer(t, g, "Use Ecoterrorists")
		wantBlood(t, indira, 2)
		wantBlood(t, horace, 1)
		wantLocked(t, loc, true)
	})
	t.Run("not for another clan", func(t *testing.T) {
		s := newScenario(3)
		s.Uncontrolled(0, "Horace Radcliffe", 1)
		s.InPlay(0, "Ecoterrorists")
		g := s.Start(0, 4, vtes.PhaseInfluence)
		mustNotOffer(t, g, "Use Ecoterrorists")
	})
}
