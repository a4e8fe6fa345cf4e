package vtes

import "kindred/engine"

// Cards moved from the hand to the bottom of the library (Heart of
// Nizchetus). The library's top is the end of Methuselah.Library (drawOne
// takes it), so its bottom is the front.

// ToLibraryBottom moves card c, in seat's hand, to the bottom of its
// owner's library, face down (no log of which card: the library is
// hidden).
func (g *Game) ToLibraryBottom(seat int, c *Card) {
	if c.Zone != ZoneHand || c.Owner != seat {
		return
	}
	g.put(c, ZoneLibrary, c.Owner)
	lib := g.seats[c.Owner].Library
	copy(lib[1:], lib[:len(lib)-1])
	lib[0] = c.ID
}

// LibrarySize is the number of cards in seat's library.
func (g *Game) LibrarySize(seat int) int { return len(g.seats[seat].Library) }

// AshToLibraryBottom moves card a from its owner's ash heap to the bottom
// of their library ("move a library card from your ash heap to the bottom
// of your library": Mora, the Death Seer). The ash heap is public: the
// log names the card. It does nothing unless a is in an ash heap.
func (g *Game) AshToLibraryBottom(a *Card) {
	if a == nil || a.Zone != ZoneAsh {
		return
	}
	g.put(a, ZoneLibrary, a.Owner)
	lib := g.seats[a.Owner].Library
	copy(lib[1:], lib[:len(lib)-1])
	lib[0] = a.ID
	g.note(msgAshToLibraryBottom.With(seatArg(a.Owner), cardArg(a)))
}

var msgAshToLibraryBottom = engine.NewMsg("vtes.ash-to-library-bottom",
	"{0} moves {1} from their ash heap to the bottom of their library.",
	"{0} déplace {1} de sa pile de cendres sous sa bibliothèque.")
