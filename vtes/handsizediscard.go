package vtes

// Hand size given until the Methuselah's next discard phase (rules/vtes.md
// §1.5.3, §14 C8): "you get +1 hand size until your next discard phase"
// (Fotini Katsikaris). It belongs to the Methuselah, as hand size for the
// game does (gamehandsize.go), and ends as their discard phase begins;
// the hand is drawn up at once. Positions write it "hand-size-discard N".

// GainHandSizeUntilDiscard gives seat +n hand size until its next discard
// phase, and draws up to it.
func (g *Game) GainHandSizeUntilDiscard(seat, n int) {
	if seat < 0 || seat >= len(g.seats) || n <= 0 {
		return
	}
	g.seats[seat].handSizeUntilDiscard += n
	g.seats[seat].changed()
	g.drawN(seat, n)
}
