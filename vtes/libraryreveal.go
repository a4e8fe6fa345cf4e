package vtes

import (
	"slices"

	"kindred/engine"
)

// The top card of a library revealed and left there ("you can reveal the
// top card of your library. If it is a master card…": Gathii). The
// library's top is the end of Methuselah.Library (drawOne takes it). The
// card becomes known, so the choice that revealed it is final (reveal.go).

var msgRevealsLibraryTop = engine.NewMsg("vtes.reveals-library-top",
	"{0} reveals the top card of their library: {1}.",
	"{0} révèle la carte du dessus de sa bibliothèque : {1}.")

// LibraryTop reveals the top card of seat's library, named in the log, and
// returns it; nil with an empty library.
func (g *Game) LibraryTop(seat int) *Card {
	m := g.seats[seat]
	if len(m.Library) == 0 {
		return nil
	}
	c := g.cards[m.Library[len(m.Library)-1]]
	g.shown++
	g.note(msgRevealsLibraryTop.With(seatArg(seat), cardArg(c)))
	if !slices.Contains(g.revealed, c.ID) { // shown to all, as CryptTop's (cryptreveal.go)
		g.revealed = append(g.revealed, c.ID)
	}
	return c
}
