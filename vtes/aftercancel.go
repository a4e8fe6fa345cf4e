package vtes

// "If a card you play is canceled" (Victor Donaldson): what a vampire in
// play does once a card its Methuselah played was cancelled and went to
// the ash heap (rules/vtes.md §14 C5). A card is cancelled as it is
// played by another card (CancelPlaying) or, as it resolves, by an option
// its own text gives (Golconda: Inner Peace's 2 pool: CancelResolving).

// CancelResolving is "cancel the card" from the card's own resolution:
// the card played, p, has no further effect and counts as cancelled.
func CancelResolving(g *Game, p *Play) {
	if !p.Cancelled {
		p.Cancelled = true
		g.note(msgCancelled.With(cardArg(p.Card)))
	}
}

// afterCancelled runs the AfterCancelled hooks of the ready vampires
// p.Seat controls, once the card p played was cancelled and is in the
// ash heap. Cancellations are rare: the walk is over the seat's ready
// region only, on a copy (a hook may move cards).
func (g *Game) afterCancelled(p *Play) {
	if g.over || p.Seat < 0 || p.Seat >= len(g.seats) {
		return
	}
	for _, id := range append([]CardID(nil), g.seats[p.Seat].Ready...) {
		v := g.cards[id]
		if f := v.Def.Static.AfterCancelled; f != nil && v.Ready() && !v.Contested &&
			v.Controller == p.Seat {
			f(g, v, p)
		}
	}
}
