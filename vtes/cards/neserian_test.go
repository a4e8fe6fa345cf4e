package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Neserian: -1 bleed while his Methuselah controls no location; +1 vote
// while they control one (card text).
func TestNeserian(t *testing.T) {
	t.Run("no location: bleed 0", func(t *testing.T) {
		s := newScenario(3)
		nes := s.Ready(0, "Neserian", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Neserian bleeds")
		finish(t, g)
		wantPool(t, g, 30, 30, 30)
		wantVotes(t, g, nes, 0)
	})
	t.Run("a location: bleed 1, 1 vote", func(t *testing.T) {
		s := newScenario(3)
		nes := s.Ready(0, "Neserian", 3)
		s.InPlay(0, "Art Museum")
		g := s.Start(0, 2, vtes.PhaseMinion)
		wantVotes(t, g, nes, 1)
		answer(t, g, "Neserian bleeds")
		finish(t, g)
		wantPool(t, g, 30, 29, 30)
	})
}
