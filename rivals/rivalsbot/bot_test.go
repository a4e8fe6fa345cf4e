package rivalsbot_test

import (
	"testing"

	"kindred/bot"
	"kindred/engine"
	"kindred/rivals/rivalsbot"
	"kindred/rivals/rivalsgame"
)

// TestHeuristicBeatsRandom: over 80 seeded 2-player games, seats
// alternating, the heuristic bot wins at least three games in five against the
// random one (bot strength is measured by seeded games, not anecdote).
func TestHeuristicBeatsRandom(t *testing.T) {
	game := rivalsgame.Game{}
	decks := game.Contents()
	wins, games := 0, 80
	for i := range games {
		seed := uint64(i + 1)
		h, err := game.NewHeader(seed, nil, []string{decks[i%4].Name, decks[(i+1)%4].Name})
		if err != nil {
			t.Fatal(err)
		}
		g, err := game.NewGame(h)
		if err != nil {
			t.Fatal(err)
		}
		heuristic := i % 2
		ps := make([]engine.Player, 2)
		ps[heuristic] = rivalsbot.New(seed)
		ps[1-heuristic] = bot.NewRandom(seed)
		if _, err := engine.Playout(g, ps, 100000); err != nil {
			t.Fatal(err)
		}
		if r := g.Result(); len(r.Winners) == 1 && r.Winners[0] == heuristic {
			wins++
		}
	}
	if wins < games*3/5 {
		t.Errorf("the heuristic bot won %d of %d games against the random one", wins, games)
	}
	t.Logf("heuristic won %d of %d", wins, games)
}

// TestBotRefusesForeignViews: the bot plays only Rivals views.
func TestBotRefusesForeignViews(t *testing.T) {
	b := rivalsbot.New(1)
	if _, err := b.Choose(nil, &engine.Decision{Kind: "rivals.action", Options: []engine.Option{{}}}); err == nil {
		t.Error("a nil view was accepted")
	}
	if _, err := b.Choose(nil, &engine.Decision{Kind: "rivals.action"}); err == nil {
		t.Error("a decision without options was accepted")
	}
}
