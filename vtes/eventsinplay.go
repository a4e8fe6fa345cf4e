package vtes

// Events in play and discard phase actions as a card's cost ("during
// your discard phase, burn another event at random. Other Methuselahs can
// use a discard phase action and burn X pool to burn this card, where X
// is the number of other events in play": The Uncoiling; rules/vtes.md
// §3.7).

// EventsInPlay lists the event cards in play, Methuselah by Methuselah.
func (g *Game) EventsInPlay() []*Card {
	var out []*Card
	for _, m := range g.seats {
		for _, id := range m.InPlay {
			if c := g.cards[id]; c.Def.Types.Has(Event) && !c.Contested {
				out = append(out, c)
			}
		}
	}
	return out
}

// RandomCard returns one of cs at random (the game's generator), nil
// for none.
func (g *Game) RandomCard(cs []*Card) *Card {
	if len(cs) == 0 {
		return nil
	}
	return cs[g.rand.Intn(len(cs))]
}

// UseDiscardAction spends one of seat's discard phase actions on a card's
// ability.
func (g *Game) UseDiscardAction(seat int) {
	if g.DiscardActionsLeft(seat) > 0 {
		g.seats[seat].dpa--
		g.seats[seat].changed()
	}
}
