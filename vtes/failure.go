package vtes

// The cards chosen in the terms of a referendum, which cards that make a
// referendum fail ask about (Yoruba Shrine; rules/vtes.md §5.2); actions
// made to fail are actionfail.go's.

// ChooseTerm asks seat, the acting Methuselah, to choose one of cards in
// the terms of the current referendum, and records the choice
// (Referendum.Chosen).
func (g *Game) ChooseTerm(seat int, cards []*Card) *Card {
	c := g.Choose(seat, cards)
	if r := g.refer; r != nil {
		r.Chosen = append(r.Chosen, c.ID)
	}
	return c
}

// ChosenInTerms reports whether card c was chosen in the terms of the
// current referendum.
func (g *Game) ChosenInTerms(c *Card) bool {
	r := g.refer
	return r != nil && cardIDIn(c.ID, r.Chosen)
}
