package vtes

import "kindred/engine"

// Cards removed at random from an ash heap ("remove a library card at
// random in their ash heap from the game": The Gate of Acheron), with
// the game's seeded randomness; the ash heap is public, so the log names
// each card.

var msgRemovesFromAsh = engine.NewMsg("vtes.removes-from-ash",
	"{0} removes {1} at random from their ash heap from the game.",
	"{0} retire {1} de la partie, au hasard dans sa pile de cendres.")

// AshLibraryCards counts the library cards in seat's ash heap.
func (g *Game) AshLibraryCards(seat int) int {
	n := 0
	for _, id := range g.seats[seat].Ash {
		if !g.cards[id].Def.IsCrypt() {
			n++
		}
	}
	return n
}

// RemoveLibraryCardsFromAsh removes n library cards chosen at random from
// seat's ash heap from the game (fewer if it holds fewer).
func (g *Game) RemoveLibraryCardsFromAsh(seat, n int) {
	for ; n > 0; n-- {
		var lib []CardID
		for _, id := range g.seats[seat].Ash {
			if !g.cards[id].Def.IsCrypt() {
				lib = append(lib, id)
			}
		}
		if len(lib) == 0 {
			return
		}
		c := g.cards[lib[g.rand.Intn(len(lib))]]
		g.remove(c)
		g.note(msgRemovesFromAsh.With(seatArg(seat), cardArg(c)))
	}
}
