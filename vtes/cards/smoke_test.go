package cards_test

import (
	"testing"

	"kindred/bot"
	"kindred/engine"
	"kindred/vtes"
	"kindred/vtes/cards"
)

func TestSmokeRandomGames(t *testing.T) {
	for seed := uint64(1); seed <= 200; seed++ {
		h := vtes.NewHeader(seed, vtes.DefaultOptions(), []string{"nb-nosferatu", "nb-toreador", "nb-nosferatu", "nb-toreador"})
		g, err := vtes.NewGame(h, cards.Catalog{})
		if err != nil {
			t.Fatal(err)
		}
		players := make([]engine.Player, 4)
		for i := range players {
			players[i] = bot.NewRandom(seed*10 + uint64(i))
		}
		n, err := engine.Playout(g, players, 200000)
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		r := g.Result()
		if seed <= 5 {
			t.Logf("seed %d: %d choices, turn %d, scores %v, reason %s", seed, n, g.Turn, r.Scores, r.Reason)
		}
	}
}
