package vtes

// "During your discard phase, burn 1 counter from this card" (Palla
// Grande), "during each Methuselah's discard phase, that Methuselah
// burns…" (Dragonbound): an effect a card in play applies, unasked, in
// a discard phase (rules/vtes.md §3.7). It runs once as the phase
// begins, before any discard phase action, since no card saying so
// lets its controller pick the moment.

// discardPhaseStarts runs the OnAnyDiscard effects of the cards in play
// as seat's discard phase begins: the cards are collected first, seat by
// seat, and each runs if still in play (a trigger may burn another).
func (g *Game) discardPhaseStarts(seat int) {
	// From the game's list of the cards with the hook, in the walk's
	// order (inPlayWhere): a walk of every card in play at every discard
	// phase was ≈ 1 % of a game.
	trig := g.inPlayWhere(g.anyDiscardCards, func(c *Card) bool { return !c.Contested })
	for _, c := range trig {
		if inPlayZone(c.Zone) && !c.Contested && !g.seats[seat].Ousted && !g.over {
			oldCause := g.because(causeStatic, c) // the log names it (ledger.go)
			c.Def.Static.OnAnyDiscard(g, c, seat)
			g.restoreCause(oldCause)
		}
	}
}
