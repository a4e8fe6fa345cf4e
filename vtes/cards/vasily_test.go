package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Vasily, Prince of Prague (aus pre ser CEL, capacity 6): a prince's 2
// votes; his title contest costs him 1 more blood unless his Methuselah
// has the Edge: the hook here, the contest itself in the vtes package
// (TestTitleContestCost, with a rival Prague prince no card file holds).
func TestVasily(t *testing.T) {
	for _, edge := range []int{-1, 0, 1} {
		s := newScenario(3)
		vasily := s.Ready(0, "Vasily", 3)
		s.Edge(edge)
		g := s.Start(0, 2, vtes.PhaseMinion)
		wantVotes(t, g, vasily, 2)
		want := 1
		if edge == 0 {
			want = 0
		}
		if n := vasily.Def.Static.TitleContestCost(g, vasily, vasily); n != want {
			t.Errorf("Edge at %d: +%d blood to contest, want +%d", edge, n, want)
		}
	}
}
