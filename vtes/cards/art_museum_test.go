package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Art Museum: a unique location needing a ready Toreador (2 pool); lock it
// in the influence phase to add 1 blood to a Toreador in the uncontrolled
// region (card text; §1.6).
func TestArtMuseum(t *testing.T) {
	t.Run("played for 2 pool", func(t *testing.T) {
		wantPlayed(t, "Nik Sikko", "Art Museum", 28)
	})
	t.Run("lock it: 1 blood to an uncontrolled Toreador", func(t *testing.T) {
		s := newScenario(3)
		nik := s.Uncontrolled(0, "Nik Sikko", 1)
		horace := s.Uncontrolled(0, "Horace Radcliffe", 1)
		museum := s.InPlay(0, "Art Museum")
		g := s.Start(0, 4, vtes.PhaseInfluence)
		answer(t, g, "Use Art Museum")
		mustNotOffer(t, g, "Use Art Museum")
		wantBlood(t, nik, 2)
		wantBlood(t, horace, 1)
		wantLocked(t, museum, true)
	})
	t.Run("not for another clan", func(t *testing.T) {
		s := newScenario(3)
		s.Uncontrolled(0, "Horace Radcliffe", 1)
		s.InPlay(0, "Art Museum")
		g := s.Start(0, 4, vtes.PhaseInfluence)
		mustNotOffer(t, g, "Use Art Museum")
	})
}
