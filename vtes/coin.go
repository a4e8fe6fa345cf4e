package vtes

import "kindred/engine"

// Coin flips (card text "flip a coin": Evan Klein). The coin is the
// game's seeded generator, so a replay flips the same way and the
// generator's state is in the hash (§14, determinism).

var (
	msgCoinHeads = engine.NewMsg("vtes.coin-heads", "The coin comes up heads.", "La pièce tombe sur face.")
	msgCoinTails = engine.NewMsg("vtes.coin-tails", "The coin comes up tails.", "La pièce tombe sur pile.")
)

// FlipCoin flips a coin and logs the result: true for heads.
func (g *Game) FlipCoin() bool {
	heads := g.rand.Intn(2) == 0
	if heads {
		g.note(msgCoinHeads.Text())
	} else {
		g.note(msgCoinTails.Text())
	}
	return heads
}

// Seed reseeds the position's generator, so that a test can pick how its
// coins fall.
func (s *Scenario) Seed(seed uint64) *Scenario { s.g.rand = engine.NewRand(seed); return s }
