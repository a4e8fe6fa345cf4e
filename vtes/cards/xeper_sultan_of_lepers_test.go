package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Xeper, Sultan of Lepers (infernal, untitled): +1 vote for each ready
// unique infernal vampire his Methuselah controls, himself included, not
// The Horde (not unique) [LSJ 20100601]; he steals another Methuselah's
// ally as a Ⓓ action (card text; §3.5, §5.2).
func TestXeperSultanOfLepers(t *testing.T) {
	t.Run("votes", func(t *testing.T) {
		s := newScenario(3)
		xeper := s.Ready(0, "Xeper, Sultan of Lepers", 3)
		s.Ready(0, "The unnamed", 3)
		s.Ready(0, "The Horde", 1)
		s.Torpor(0, "Arishat", 0)
		g := s.Start(0, 2, vtes.PhaseMinion)
		wantVotes(t, g, xeper, 2)
	})
	t.Run("steal an ally", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Xeper, Sultan of Lepers", 3)
		cat := s.Ready(1, "Rock Cat", 4)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Xeper, Sultan of Lepers: Xeper, Sultan of Lepers (steal an ally → Rock Cat)")
		notBlocked(t, g)
		finish(t, g)
		if cat.Controller != 0 {
			t.Errorf("Rock Cat is with seat %d, want 0", cat.Controller)
		}
	})
}
