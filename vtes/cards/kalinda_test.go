package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Kalinda: during her Methuselah's turn, they can burn the Edge to unlock
// her, and she acts again (card text; §3.4).
func TestKalinda(t *testing.T) {
	t.Run("burn the Edge to unlock", func(t *testing.T) {
		s := newScenario(3)
		k := s.Ready(0, "Kalinda", 3)
		k.Locked = true
		s.Edge(0)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Use Kalinda: burn the Edge: unlock Kalinda")
		wantLocked(t, k, false)
		if g.Edge != -1 {
			t.Errorf("the Edge is with seat %d, want burned", g.Edge)
		}
		answer(t, g, "Kalinda bleeds")
		vanilla(t, "Kalinda", 6, 1, vtes.Celerity, vtes.Superior)
	})
	t.Run("not without the Edge", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Kalinda", 3).Locked = true
		s.Edge(1)
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "Use Kalinda")
	})
	t.Run("not in another's turn", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(1, "Kalinda", 3).Locked = true
		s.Ready(0, "Nik Sikko", 3)
		s.Edge(1)
		g := s.Start(0, 2, vtes.PhaseMinion)
		neverOffered(t, g, "Use Kalinda")
	})
}
