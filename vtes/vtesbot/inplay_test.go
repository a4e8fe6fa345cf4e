package vtesbot_test

import (
	"strings"
	"testing"

	"kindred/vtes"
	"kindred/vtes/cards"
)

// An action a card in play gives puts nothing in play: below 20 pool it
// is worth less than a bleed (Sakhar searched his library for equipment
// 8 times in 6 games, each time rather than a bleed); from 20 pool it
// builds, as a retainer does (develop).
func TestBotBleedsRatherThanSearch(t *testing.T) {
	for _, tc := range []struct {
		pool   int
		search bool
	}{
		{15, false},
		{25, true},
	} {
		s := vtes.NewScenario(3, cards.ByName)
		s.Pool(0, tc.pool)
		s.Ready(0, "Sakhar", 5)
		s.Ready(1, "Mkhokheli", 2)
		g := s.Start(0, 2, vtes.PhaseMinion)
		got := botPick(t, g)
		if searched := strings.Contains(got, "search the library"); searched != tc.search {
			t.Errorf("at %d pool the bot picks %q, want the search %v (options %q)", tc.pool, got, tc.search, g.Labels())
		}
	}
}
