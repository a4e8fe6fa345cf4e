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
	n = min(n, len(g.seats[seat].Library))
	if n <= 0 {
		return
	}
	lib := g.seats[seat].Library
	left := make([]*Card, 0, n)
	for i := len(lib) - 1; i >= len(lib)-n; i-- {
		left = append(left, g.cards[lib[i]])
	}
	// The new order, top first, is chosen before the library changes: each
	// choice is a decision, and between decisions every card must stay in
	// its one place (CheckInvariants).
	order := make([]CardID, 0, n)
	for len(left) > 1 {
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
		order = append(order, c.ID)
		left = removeCard(left, c)
	}
	order = append(order, left[0].ID)
	lib = *g.list(seat, ZoneLibrary) // the list handed out to change (its hash share)
	for i, id := range order {
		lib[len(lib)-1-i] = id
	}
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
