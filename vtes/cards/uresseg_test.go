package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Üresség: +1 vote and +1 bleed while her Methuselah's prey has 10 pool or
// fewer; none at 11 (card text; an archbishop's 2 votes, §9.8).
func TestUresseg(t *testing.T) {
	for _, tc := range []struct {
		prey, votes, after int
	}{
		{10, 3, 8},
		{11, 2, 10},
	} {
		s := newScenario(3)
		v := s.Ready(0, "Üresség", 3)
		s.Pool(1, tc.prey)
		g := s.Start(0, 2, vtes.PhaseMinion)
		wantVotes(t, g, v, tc.votes)
		answer(t, g, "Üresség bleeds")
		notBlocked(t, g)
		finish(t, g)
		if got := pool(g, 1); got != tc.after {
			t.Errorf("prey at %d: pool %d after the bleed, want %d", tc.prey, got, tc.after)
		}
	}
}
