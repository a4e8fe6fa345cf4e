package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Karen Suadela: +1 stealth on undirected actions; while she is a prince,
// Gehenna events do not affect her, but what they do to her Methuselah or
// to other minions still applies: her Methuselah burns pool for her in
// torpor to Dragonbound, allies keep The Unmasking's intercept against
// her ([LSJ 20081120-2] [LSJ 20100121]; card text; §1.8, §4.1).
func TestKarenSuadela(t *testing.T) {
	for _, tc := range []struct {
		action  string
		stealth int
	}{
		{"Karen Suadela hunts", 2},
		{"Karen Suadela bleeds", 0},
	} {
		t.Run(tc.action, func(t *testing.T) {
			s := newScenario(3)
			s.Ready(0, "Karen Suadela", 3)
			s.Ready(1, "Mkhokheli", 3)
			g := s.Start(0, 2, vtes.PhaseMinion)
			answer(t, g, tc.action)
			if a := g.Action(); a == nil || a.Stealth != tc.stealth {
				t.Fatalf("%s: action %+v, want stealth %d", tc.action, a, tc.stealth)
			}
		})
	}
	t.Run("Gehenna events do not affect her while she is a prince", func(t *testing.T) {
		g := startPosition(t, `turn 2 phase minion active 1 seats 3 last
			ready 1: Karen Suadela blood 3
			ready 2: Karen Suadela blood 3 title-yielded`)
		karens := g.CardsNamed("Karen Suadela")
		if g.GehennaAffects(karens[0]) || !g.GehennaAffects(karens[1]) {
			t.Errorf("Gehenna events affect the prince %v, the one who yielded her title %v, want false, true",
				g.GehennaAffects(karens[0]), g.GehennaAffects(karens[1]))
		}
	})
	t.Run("her Methuselah burns pool for her in torpor to Dragonbound [LSJ 20081120-2]", func(t *testing.T) {
		startPosition(t, `turn 2 phase discard active 1 seats 3 last
			torpor 1: Karen Suadela blood 0
			in play 3: Dragonbound
			> finish
			= methuselah 1 pool 29`)
	})
	t.Run("allies keep The Unmasking's intercept against her [LSJ 20100121]", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Karen Suadela", 3, "Shadow Play")
		s.Ready(1, "Political Ally", 1)
		s.InPlay(2, "The Unmasking")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Karen Suadela bleeds", "Block with Political Ally")
		if offered(g, "Play Shadow Play (+1 stealth)") {
			answer(t, g, "Play Shadow Play (+1 stealth)")
		}
		finish(t, g)
		if !logged(g, "Political Ally blocks Karen Suadela") {
			t.Errorf("Political Ally did not block her at +1 intercept\n%s", logText(g))
		}
	})
}
