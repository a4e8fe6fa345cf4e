package vtes

// Transfers given by a card in play (rules/vtes.md §3.6: a card may
// change the number of transfers): "+2 transfers" (Information Highway),
// each influence phase of its controller while the card is in play and
// not contested.

// transferEffects is the number of transfers seat's cards in play add
// (Static.Transfers).
func (g *Game) transferEffects(seat int) int {
	n := 0
	for _, id := range g.seats[seat].InPlay {
		c := g.cards[id]
		if f := c.Def.Static.Transfers; f != nil && !c.Contested && c.Controller == seat {
			n += f(g, c)
		}
	}
	return n
}
