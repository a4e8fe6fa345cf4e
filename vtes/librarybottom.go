package vtes

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
