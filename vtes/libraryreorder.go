package vtes

// The top cards of a library looked at and put back in an order the
// player chooses ("look at and reorder the top 5 cards of your library":
// Eulogio Sánchez de los Reyes). The library's top is the end of
// Methuselah.Library (drawOne takes it). Only the player sees the cards
// (their decision); the log names none of them.

// ReorderLibraryTop lets seat look at the top n cards of its library (all
// of them when it holds fewer) and put them back: the first card chosen
// goes on top, the next under it, and so on. One option per card name,
// so copies of a card are interchangeable.
func (g *Game) ReorderLibraryTop(seat, n int) {
	lib := g.seats[seat].Library
	if n > len(lib) {
		n = len(lib)
	}
	if n <= 0 {
		return
	}
	top := lib[len(lib)-n:]
	left := make([]*Card, 0, n)
	for i := len(top) - 1; i >= 0; i-- {
		left = append(left, g.cards[top[i]])
	}
	// The order is chosen first and the library written once: between two
	// choices each card is still in one place (the invariants are checked
	// after every choice).
	order := make([]CardID, n)
	for i := len(top) - 1; i > 0; i-- {
		var opts []*Card
		for _, c := range left {
			if !defAmong(opts, c.Def) {
				opts = append(opts, c)
			}
		}
		c := opts[0]
		if len(opts) > 1 {
			c = g.Choose(seat, opts)
		}
		order[i] = c.ID
		left = removeCard(left, c)
	}
	order[0] = left[0].ID
	copy(top, order)
	g.seats[seat].summed &^= 1<<ZoneLibrary | summedLists // the hash's share changes (listSum)
}

// removeCard returns cs without c (cs's order kept).
func removeCard(cs []*Card, c *Card) []*Card {
	for i, x := range cs {
		if x == c {
			return append(cs[:i], cs[i+1:]...)
		}
	}
	return cs
}
