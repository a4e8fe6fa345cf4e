package cards_test

import (
	"testing"

	"kindred/engine"
	"kindred/vtes"
	"kindred/vtes/cards"
	"kindred/vtes/vtesbot"
)

func TestSmokeHeuristicGames(t *testing.T) {
	wins := map[string]float64{}
	turns, choices := 0, 0
	decks := []string{"nb-nosferatu", "nb-toreador", "nb-nosferatu", "nb-toreador"}
	for seed := uint64(1); seed <= 100; seed++ {
		h := vtes.NewHeader(seed, vtes.DefaultOptions(), decks)
		g, err := vtes.NewGame(h, cards.Catalog{})
		if err != nil {
			t.Fatal(err)
		}
		players := make([]engine.Player, 4)
		for i := range players {
			players[i] = vtesbot.New(seed*10 + uint64(i))
		}
		n, err := engine.Playout(g, players, 200000)
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		if err := g.CheckInvariants(); err != nil {
			t.Fatalf("seed %d end: %v", seed, err)
		}
		turns += g.Turn
		choices += n
		for s, sc := range g.Result().Scores {
			wins[decks[s]] += sc
		}
	}
	t.Logf("VP %v, turns/game %d, choices/game %d", wins, turns/100, choices/100)
}
