package heritagegame

import (
	"testing"

	"kindred/bot"
	"kindred/engine"
)

// TestHeuristicBeatsRandom: over seeded 2-player games, seats swapped
// half the time, the heuristic bot wins more than the random one.
func TestHeuristicBeatsRandom(t *testing.T) {
	wins, games := 0, 60
	for i := range games {
		h, err := New().NewHeader(uint64(i+1), nil, []string{"cinder", "thorn"})
		if err != nil {
			t.Fatal(err)
		}
		g, err := NewGame(h)
		if err != nil {
			t.Fatal(err)
		}
		hseat := i % 2
		players := []engine.Player{bot.NewRandom(uint64(i)), bot.NewRandom(uint64(i))}
		players[hseat] = NewHeuristic(uint64(i))
		for d := g.Pending(); d != nil; d = g.Pending() {
			k, err := players[d.Seat].Choose(g.View(d.Seat), d)
			if err != nil {
				t.Fatal(err)
			}
			if err := g.Apply(k); err != nil {
				t.Fatal(err)
			}
		}
		if g.Ranking[0] == hseat {
			wins++
		}
	}
	t.Logf("the heuristic bot won %d of %d games", wins, games)
	if wins*2 <= games {
		t.Errorf("the heuristic bot won %d of %d games against the random one", wins, games)
	}
}
