package cards_test

import (
	"testing"

	"kindred/bot"
	"kindred/engine"
	"kindred/vtes"
	"kindred/vtes/cards"
)

func TestSmokeRandomGames(t *testing.T) {
	for seed := uint64(1); seed <= 300; seed++ {
		h := vtes.NewHeader(seed, vtes.DefaultOptions(),
			[]string{"nb-nosferatu", "nb-toreador", "nb-nosferatu", "nb-toreador"})
		g, err := vtes.NewGame(h, cards.Catalog{})
		if err != nil {
			t.Fatal(err)
		}
		players := make([]engine.Player, 4)
		for i := range players {
			r := bot.NewRandom(seed*10 + uint64(i))
			players[i] = engine.PlayerFunc(func(v engine.View, d *engine.Decision) (int, error) {
				if err := g.CheckInvariants(); err != nil {
					t.Fatalf("seed %d turn %d: %v", seed, g.Turn, err)
				}
				return r.Choose(v, d)
			})
		}
		if _, err := engine.Playout(g, players, 200000); err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		if err := g.CheckInvariants(); err != nil {
			t.Fatalf("seed %d end: %v", seed, err)
		}
	}
}
