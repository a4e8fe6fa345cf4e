package vtes

// "Do not replace until your next discard phase" (rules/vtes.md §1.5.3,
// Mirror Walk): the card played is not replaced at once; its
// Methuselah's hand size is that much smaller until their next discard
// phase, which starts by drawing the missing cards (as G00025's unlock
// phase does for "do not replace until your next unlock phase").
// Methuselah.owedDiscard counts those cards.

// replaceAtDiscard draws, as seat's discard phase begins, the cards seat
// owes until then.
func (g *Game) replaceAtDiscard(seat int) {
	if m := g.seats[seat]; m.owedDiscard > 0 {
		n := m.owedDiscard
		m.owedDiscard = 0
		m.changed()
		g.drawN(seat, n)
	}
}
