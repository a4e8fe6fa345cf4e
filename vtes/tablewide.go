package vtes

// Cards in play whose text speaks to the whole table (rules/vtes.md
// §1.5.6): "Brujah get +1 strength", whoever controls them
// (Static.AnyController), and "during each Methuselah's master phase,
// that Methuselah…" (Static.OnAnyMaster), Brujah Debate's forced lock.

// masterPhaseStarts runs the OnAnyMaster effects of the cards in play as
// seat's master phase begins: the cards are collected first, in seat
// order, and each runs if still in play.
func (g *Game) masterPhaseStarts(seat int) {
	for _, c := range g.inPlayWhere(g.anyMasterCards, func(c *Card) bool { return c.Def.Static.OnAnyMaster != nil && !c.Contested }) {
		if inPlayZone(c.Zone) && !g.seats[seat].Ousted && !g.over {
			oldCause := g.because(causeStatic, c) // the log names it (ledger.go)
			c.Def.Static.OnAnyMaster(g, c, seat)
			g.restoreCause(oldCause)
		}
	}
}
