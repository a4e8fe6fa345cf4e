package sim

import (
	"testing"

	"kindred/engine"
	"kindred/vtes"
)

// labelReading is a player that says nothing of labels, so that
// engine.Playout builds them (engine.LabelReader).
type labelReading struct{ p engine.Player }

func (l labelReading) Choose(v engine.View, d *engine.Decision) (int, error) {
	return l.p.Choose(v, d)
}

// TestBotsPlayTheSameWithoutLabels: a game the bots play out builds no
// labels (they read none: engine.LabelReader), and they choose exactly as
// in a game that builds every label: what they read of an option
// (View.Option) never comes from a label not built. (Seed 11's twentieth
// game asks a continue-only press, which View.Option once told apart by
// its label.)
func TestBotsPlayTheSameWithoutLabels(t *testing.T) {
	const games = 20
	for _, bot := range []string{Heuristic, Random} {
		r, err := NewRunner(Options{Games: games, Seed: 11, Bot: bot})
		if err != nil {
			t.Fatal(err)
		}
		for i := range games {
			var hashes [2]uint64
			var made [2]int
			for labelled := range 2 {
				g, err := vtes.NewGame(r.Header(i), builtDecks)
				if err != nil {
					t.Fatal(err)
				}
				ps := r.Players(i)
				if labelled == 1 {
					for s := range ps {
						ps[s] = labelReading{ps[s]}
					}
				}
				made[labelled], err = engine.Playout(g, ps, DefaultMaxChoices)
				if err != nil {
					t.Fatalf("%s bots, game %d, labels %v: %v", bot, i, labelled == 1, err)
				}
				hashes[labelled] = g.Hash()
				g.Release()
			}
			if hashes[0] != hashes[1] || made[0] != made[1] {
				t.Errorf("%s bots, game %d: %d choices, hash %x without labels; %d, %x with them",
					bot, i, made[0], hashes[0], made[1], hashes[1])
			}
		}
	}
}
