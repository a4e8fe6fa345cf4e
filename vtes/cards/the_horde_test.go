package cards_test

import (
	"testing"

	"kindred/vtes"
)

// The Horde (infernal, not unique): during another infernal minion's
// bleed it can lock to give it +1 bleed; not during a non-infernal
// minion's bleed, nor locked (card text; §3.5.1).
func TestTheHorde(t *testing.T) {
	t.Run("+1 bleed to an acting infernal minion", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "The unnamed", 3)
		horde := s.Ready(0, "The Horde", 1)
		g := s.Start(0, 2, vtes.PhaseMinion)
		wantCapacity(t, g, horde, 3)
		answer(t, g, "The unnamed bleeds")
		notBlocked(t, g)
		answer(t, g, "Use The Horde: lock: +1 bleed to the acting infernal minion")
		wantLocked(t, horde, true)
		finish(t, g)
		wantPool(t, g, 32, 28, 30) // 2 bleed; The unnamed's 2 pool
	})
	t.Run("not for a non-infernal minion", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Mkhokheli", 3)
		s.Ready(0, "The Horde", 1)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Mkhokheli bleeds")
		notBlocked(t, g)
		neverOffered(t, g, "Use The Horde")
	})
	t.Run("two of them in play: not unique", func(t *testing.T) {
		s := newScenario(3)
		h1, h2 := s.Ready(0, "The Horde", 1), s.Ready(0, "The Horde", 1)
		g := s.Start(0, 2, vtes.PhaseMinion)
		if h1.Contested || h2.Contested {
			t.Error("two The Horde contested")
		}
		finish(t, g)
	})
}
