package vtes

// Dark Influences' rules (rules/vtes.md §14 C5): "That card cannot be
// played again this turn": a turn mark per Methuselah and card bars
// the cancelled card's Methuselah from playing a card of that name
// again this turn (the card itself is in the ash heap); "The next card
// played that would cancel another Methuselah's minion card as it is
// played is canceled, its cost is not paid, and this card is burned
// instead": a card in play with Static.CancelsCanceller catches the
// next card played in the "as played" window of another Methuselah's
// minion card (any library card but a master card or an event).

// barredCardKey is the turn mark (MarkOnce) barring seat from playing
// the card of VEKN id.
func barredCardKey(seat, id int) int { return -41<<24 - seat<<20 - id }

// BarCardThisTurn bars seat from playing a card d again this turn.
func (g *Game) BarCardThisTurn(seat int, d *CardDef) { g.MarkOnce(barredCardKey(seat, d.ID)) }

// cardBarred reports whether seat is barred from playing a card d this
// turn.
func (g *Game) cardBarred(seat int, d *CardDef) bool {
	return len(g.marks) > 0 && containsInt(g.marks, barredCardKey(seat, d.ID))
}

// cancelShielded cancels p, unpaid, if it is played in the "as played"
// window of another Methuselah's minion card while a card with
// CancelsCanceller is in play, and burns that card; it reports whether
// it did. p is the card being played (Playing).
func (g *Game) cancelShielded(p *Play) bool {
	n := len(g.playing)
	if n < 2 || p.Mode.Step != StepAsPlayed || p.Card == nil {
		return false
	}
	q := g.playing[n-2]
	if q.Cancelled || q.Seat == p.Seat || q.Card == nil || q.Card.Def.Types.Has(Master|Event) {
		return false
	}
	for _, m := range g.seats {
		for _, id := range m.InPlay {
			if c := g.cards[id]; c.Def.Static.CancelsCanceller && !c.Contested {
				CancelPlayingUnpaid(g, p)
				g.burn(c)
				return true
			}
		}
	}
	return false
}
