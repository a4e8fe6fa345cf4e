package vtes

// The cards chosen in the terms of a referendum, which cards that make a
// referendum fail ask about (Yoruba Shrine; rules/vtes.md §5.2): every
// card chosen with Game.Choose while a political action's terms are set.
// Actions made to fail are actionfail.go's.

// chosenInTerms records card c, just chosen, as chosen in the terms of
// the current referendum while they are being set (Referendum.Chosen).
func (g *Game) chosenInTerms(c *Card) {
	if r := g.refer; r != nil && r.inTerms {
		r.Chosen = append(r.Chosen, c.ID)
	}
}

// ChosenInTerms reports whether card c was chosen in the terms of the
// current referendum.
func (g *Game) ChosenInTerms(c *Card) bool {
	r := g.refer
	return r != nil && cardIDIn(c.ID, r.Chosen)
}
