package vtes

// Effects replacing the replacement draw (rules/vtes.md §1.5.3): "each
// time you would replace a card other than this card, instead burn 1
// counter from this card" (Visit from the Capuchin). When such a card
// says it did, the played card is not replaced.

// replacedInstead asks seat's uncontested cards in play with a
// Static.ReplaceInstead, in order, whether one replaces the draw of
// played.
func (g *Game) replacedInstead(seat int, played *Card) bool {
	if played.Def.ReplaceOnLeaving {
		return true // replaced as it leaves play (replaceonleaving.go)
	}
	for _, id := range g.seats[seat].InPlay {
		c := g.cards[id]
		if f := c.Def.Static.ReplaceInstead; f != nil && !c.Contested && c != played && f(g, c, played) {
			return true
		}
	}
	return false
}
