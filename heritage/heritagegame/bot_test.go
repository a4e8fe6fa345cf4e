package heritagegame

import (
	"strings"
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

// TestStandings: the seat's clan, the winner, each seat's VP and place,
// in both languages.
func TestStandings(t *testing.T) {
	gm := New()
	h, _ := gm.NewHeader(5, nil, []string{"cinder", "thorn"})
	g, _ := NewGame(h)
	b := bot.NewRandom(5)
	for d := g.Pending(); d != nil; d = g.Pending() {
		i, _ := b.Choose(nil, d)
		g.Apply(i)
	}
	if n := gm.SeatName(g, 0); n != "House Cinder" {
		t.Errorf("seat name %q", n)
	}
	w := g.Ranking[0]
	for _, l := range []engine.Lang{engine.English, engine.French} {
		over := gm.GameOver(g, l)
		sc := gm.Score(g, w, l)
		if over == "" || sc == "" || !strings.Contains(sc, "1") {
			t.Errorf("%s: %q / %q", l, over, sc)
		}
	}
	if s := gm.Score(g, w, engine.French); !strings.Contains(s, "PV, place 1") {
		t.Errorf("French score %q", s)
	}
}
