package vtes

// Hand size given for the rest of the game (rules/vtes.md §1.5.3, §14
// C8): "+1 hand size until the end of the game" (Benjamin Rose's
// referendum). It belongs to the Methuselah, not to a card in play: it
// stays when the card that gave it leaves play. The hand is drawn up at
// once ("whenever an effect changes your hand size, draw up", rulebook).

// GainHandSizeForGame gives seat +n hand size until the end of the game,
// and draws up to it.
func (g *Game) GainHandSizeForGame(seat, n int) {
	if seat < 0 || seat >= len(g.seats) || n <= 0 {
		return
	}
	g.seats[seat].handSizeForGame += n
	g.seats[seat].changed()
	g.drawN(seat, n)
}
