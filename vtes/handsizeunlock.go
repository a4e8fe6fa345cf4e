package vtes

// Hand size given until the Methuselah's next unlock phase (rules/vtes.md
// §1.5.3, §14 C8): "you get +2 hand size until your next unlock phase"
// (Juliet Parr). It belongs to the Methuselah, as hand size until the
// discard phase does (handsizediscard.go): the hand is drawn up at once,
// and as their unlock phase begins it ends and they discard down to
// their hand size, choosing the cards (§1.5.3). Positions write it
// "hand-size-unlock N".

// GainHandSizeUntilUnlock gives seat +n hand size until its next unlock
// phase, and draws up to it.
func (g *Game) GainHandSizeUntilUnlock(seat, n int) {
	if seat < 0 || seat >= len(g.seats) || n <= 0 {
		return
	}
	g.seats[seat].handSizeUntilUnlock += n
	g.seats[seat].changed()
	g.drawN(seat, n)
}

// endHandSizeUntilUnlock ends, as seat's unlock phase begins, the hand
// size it was given until then: seat discards down.
func (g *Game) endHandSizeUntilUnlock(seat int) {
	if m := g.seats[seat]; m.handSizeUntilUnlock != 0 {
		m.handSizeUntilUnlock = 0
		m.changed()
		g.DiscardDown(seat)
	}
}
