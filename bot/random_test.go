package bot_test

import (
	"slices"
	"testing"

	"kindred/bot"
	"kindred/engine"
	"kindred/engine/enginetest"
)

func TestRandomIsDeterministic(t *testing.T) {
	d := &engine.Decision{Kind: "test.k", Options: make([]engine.Option, 7)}
	picks := func(seed uint64) []int {
		b := bot.NewRandom(seed)
		var out []int
		for range 50 {
			o, err := b.Choose(nil, d)
			if err != nil {
				t.Fatal(err)
			}
			out = append(out, o)
		}
		return out
	}
	a := picks(1)
	if !slices.Equal(a, picks(1)) {
		t.Error("the same seed gave other choices")
	}
	if slices.Equal(a, picks(2)) {
		t.Error("seeds 1 and 2 gave the same 50 choices")
	}
}

func TestRandomIsUniformOverLegalOptions(t *testing.T) {
	b := bot.NewRandom(3)
	const n, draws = 5, 50000
	d := &engine.Decision{Kind: "test.k", Options: make([]engine.Option, n)}
	var counts [n]int
	for range draws {
		o, err := b.Choose(nil, d)
		if err != nil || o < 0 || o >= n {
			t.Fatalf("Choose = %d, %v", o, err)
		}
		counts[o]++
	}
	for o, c := range counts {
		if c < draws/n*95/100 || c > draws/n*105/100 {
			t.Errorf("option %d chosen %d times of %d, want about %d", o, c, draws, draws/n)
		}
	}
}

func TestRandomRefusesEmptyDecision(t *testing.T) {
	if _, err := bot.NewRandom(1).Choose(nil, &engine.Decision{Kind: "test.empty"}); err == nil {
		t.Error("Choose with no options succeeded")
	}
}

func TestRandomFinishesGames(t *testing.T) {
	for seed := range uint64(50) {
		seats := 2 + int(seed%3)
		tb, err := engine.NewTable(enginetest.New, enginetest.Header(seats, seed))
		if err != nil {
			t.Fatal(err)
		}
		ps := make([]engine.Player, seats)
		for s := range ps {
			ps[s] = bot.NewRandom(seed + uint64(s))
		}
		if err := engine.Run(tb, ps, engine.RunOptions{MaxChoices: 5000}); err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		if tb.Game().Pending() != nil {
			t.Fatalf("seed %d: the game is not over", seed)
		}
	}
}
