package vtes

// Transfers given by a card in play (rules/vtes.md §3.6: a card may
// change the number of transfers): "+2 transfers" (Information Highway),
// each influence phase of its controller while the card is in play and
// not contested.

// transferEffects is the number of transfers seat's cards in play add
// (Static.Transfers): its cards on no minion, and its ready minions ("if
// Ingrid is ready at the start of your influence phase, you get +2
// transfers"), counted as the phase starts.
func (g *Game) transferEffects(seat int) int {
	n := 0
	for _, l := range [2][]CardID{g.seats[seat].InPlay, g.seats[seat].Ready} {
		for _, id := range l {
			c := g.cards[id]
			if f := c.Def.Static.Transfers; f != nil && !c.Contested && c.Controller == seat {
				n += f(g, c)
			}
		}
	}
	return n
}

// TransfersLeft is the number of transfers seat has left in its influence
// phase (meaningful during it only).
func (g *Game) TransfersLeft(seat int) int { return g.seats[seat].transfers }

// SpendTransfers uses n of seat's transfers for a card's effect ("you can
// use 1 transfer to…": Wider View); the caller checks TransfersLeft.
func (g *Game) SpendTransfers(seat, n int) {
	g.seats[seat].transfers -= n
	g.seats[seat].changed()
}

// DrawFromCrypt moves the top card of seat's crypt to its uncontrolled
// region (§3.6's draw, paid otherwise by the card that asks for it); it
// returns the card, or nil with an empty crypt.
func (g *Game) DrawFromCrypt(seat int) *Card {
	m := g.seats[seat]
	if len(m.Crypt) == 0 {
		return nil
	}
	c := g.cards[m.Crypt[len(m.Crypt)-1]]
	g.put(c, ZoneUncontrolled, seat)
	return c
}
