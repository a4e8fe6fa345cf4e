package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Papillon: a hunting ground needing a ready vampire with a city title
// (3 pool); in the unlock phase a ready titled vampire gains 2 blood, an
// untitled one nothing (card text; §1.5.4, §10.2).
func TestPapillon(t *testing.T) {
	t.Run("played with a baron", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Ángel Guerrero", 3)
		loc := s.Hand(0, "Papillon")[0]
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Play Papillon (location)")
		wantZone(t, loc, vtes.ZoneInPlay)
		wantPool(t, g, 27, 30, 30)
	})
	t.Run("not without a city title", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Prentis Derby", 3, "Papillon")
		g := s.Start(0, 2, vtes.PhaseMaster)
		neverOffered(t, g, "Play Papillon")
	})
	t.Run("a titled vampire gains 2 blood", func(t *testing.T) {
		s := newScenario(3)
		angel := s.Ready(0, "Ángel Guerrero", 3)
		prentis := s.Ready(0, "Prentis Derby", 1)
		s.InPlay(0, "Papillon")
		g := s.Start(0, 2, vtes.PhaseUnlock)
		answer(t, g, "No") // no withdrawal (§8.3)
		answer(t, g, "Yes")
		// Ángel Guerrero alone may gain blood: no choice is asked.
		wantBlood(t, angel, 5)
		wantBlood(t, prentis, 1)
	})
	t.Run("untitled vampires only: not asked", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Prentis Derby", 1)
		s.InPlay(0, "Papillon")
		g := s.Start(0, 2, vtes.PhaseUnlock)
		answer(t, g, "No") // no withdrawal (§8.3)
		neverOffered(t, g, "Yes")
	})
}
