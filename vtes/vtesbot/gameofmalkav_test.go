package vtesbot_test

import (
	"strings"
	"testing"

	"kindred/vtes"
	"kindred/vtes/cards"
	"kindred/vtes/vtesbot"
)

// Game of Malkav: the bot took the most, as for any amount, and burned 6
// against the others' 5 each time. It now never chooses a number that
// could oust it, chooses among the others at random, and plays the card
// only with more than 6 pool.
func TestBotGameOfMalkav(t *testing.T) {
	start := func(pools ...int) *vtes.Game {
		s := vtes.NewScenario(3, cards.ByName)
		s.Ready(0, "Arthur Denholm", 5)
		s.Hand(0, "Game of Malkav")
		for seat, n := range pools {
			s.Pool(seat, n)
		}
		return s.Start(0, 2, vtes.PhaseMaster)
	}
	t.Run("not with 6 pool or less", func(t *testing.T) {
		g := start(6, 30, 30)
		if got := botPick(t, g); strings.HasPrefix(got, "Play Game of Malkav") {
			t.Errorf("the bot plays Game of Malkav at 6 pool")
		}
	})
	t.Run("no number that could oust it, and not always the same", func(t *testing.T) {
		seen := map[string]bool{}
		for seed := range uint64(40) {
			g := start(30, 3, 30)
			pick(t, g, "Play Game of Malkav")
			d := g.Pending()
			i, err := vtesbot.New(seed).Choose(g.View(d.Seat), d)
			if err != nil {
				t.Fatal(err)
			}
			n := g.Labels()[i]
			if n != "1" && n != "2" {
				t.Fatalf("seed %d: the bot at 3 pool chooses %s", seed, n)
			}
			seen[n] = true
		}
		if len(seen) != 2 {
			t.Errorf("the bot always chooses %v", seen)
		}
	})
}
