package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Vagabond Mystic: lock to add 1 life to an ally below its printed life;
// it cannot block vampires (card text).
func TestVagabondMystic(t *testing.T) {
	t.Run("1 life to a wounded ally", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Vagabond Mystic", 2)
		vozhd := s.Ready(0, "The Vozhd of Gravesend", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "lock: 1 life to a wounded ally")
		wantBlood(t, vozhd, 4)
	})
	t.Run("cannot block a vampire", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Lenny Burkhead", 3)
		s.Ready(1, "Vagabond Mystic", 2)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Lenny Burkhead bleeds")
		neverOffered(t, g, "Block with Vagabond Mystic")
	})
}
