package games

import "kindred/engine"

// BotSeed returns the seed of the bot playing seat of a game dealt with
// seed: the seat+1-th number of the generator seeded with the game's seed.
// The server and `kindred play` both seed their bots with it, so the same
// seed gives the same game in the browser and at the terminal.
func BotSeed(seed uint64, seat int) uint64 {
	rng := engine.NewRand(seed)
	var s uint64
	for range seat + 1 {
		s = rng.Uint64()
	}
	return s
}
