package vtes

import "kindred/engine"

// Cards burned from the top of a library ("burn 7 cards from the top of
// your library": Liquidation). The library's top is the end of
// Methuselah.Library; the cards burned go to their owner's ash heap face
// up, so the log names each (§1.4: the ash heap is public).

var msgBurnsLibraryTop = engine.NewMsg("vtes.burns-library-top",
	"{0} burns the top card of their library: {1}.",
	"{0} brûle la carte du dessus de sa bibliothèque : {1}.")

// BurnLibraryTop burns the top n cards of seat's library, fewer if it
// holds fewer, and returns how many it burned.
func (g *Game) BurnLibraryTop(seat, n int) int {
	burned := 0
	for ; burned < n; burned++ {
		lib := g.seats[seat].Library
		if len(lib) == 0 {
			break
		}
		c := g.cards[lib[len(lib)-1]]
		g.note(msgBurnsLibraryTop.With(seatArg(seat), cardArg(c)))
		g.burn(c)
	}
	return burned
}
