package vtesbot_test

import (
	"testing"

	"kindred/bot"
	"kindred/engine"
	"kindred/vtes"
	"kindred/vtes/cards"
	"kindred/vtes/vtesbot"
)

// TestHeuristicBeatsRandom: over seeded games with seats rotated, the
// heuristic bot scores more VP than the random bot (issue 3: a bot that
// plays to win). Bot strength is measured by many games, not anecdote.
func TestHeuristicBeatsRandom(t *testing.T) {
	var heur, rnd float64
	n := *games/2 + 20
	for i := 0; i < n; i++ {
		seed := uint64(9000 + i)
		h := vtes.NewHeader(seed, vtes.DefaultOptions(), decks(seed, 4))
		g, err := vtes.NewGame(h, cards.Catalog{})
		if err != nil {
			t.Fatal(err)
		}
		ps := make([]engine.Player, 4)
		for s := range ps {
			if (s+i)%2 == 0 {
				ps[s] = vtesbot.New(seed + uint64(s))
			} else {
				ps[s] = bot.NewRandom(seed + uint64(s))
			}
		}
		if _, err := engine.Playout(g, ps, 100000); err != nil {
			t.Fatal(err)
		}
		for s, sc := range g.Result().Scores {
			if (s+i)%2 == 0 {
				heur += sc
			} else {
				rnd += sc
			}
		}
	}
	t.Logf("%d games: heuristic %.1f VP, random %.1f VP", n, heur, rnd)
	if heur <= 2*rnd {
		t.Errorf("heuristic bot scored %.1f VP against the random bot's %.1f; want more than twice", heur, rnd)
	}
}
