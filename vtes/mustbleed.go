package vtes

// A bleed a minion's own text makes mandatory ("if you control a locked
// minion, Elen must bleed with +1 bleed as a Ⓓ action unless she must
// hunt": Elen Kamjian; rules/vtes.md §3.4, §14 C17). While its condition
// holds, the minion's one action is that bleed, which holds up the
// Methuselah's other minions as an owed hunt does; an owed hunt comes
// first. Once it bled this turn, the minion owes nothing more: unlocked
// again, it acts freely ([LSJ 20090226]); but a minion that bled some
// other way first (a bleed card) owes a bleed it can no longer take: it
// is stuck and takes no action ([ANK 20211009-2]).

// owesBleed reports whether minion c, ready and able to act, must take
// its text's bleed now (Static.MustBleed), hunting not owed first.
func (g *Game) owesBleed(c *Card) bool {
	f := c.Def.Static.MustBleed
	return f != nil && c.Ready() && g.canAct(c) && !g.owesHunt(c) && f(g, c) && !g.bledByText(c)
}

// bledByText reports whether minion c took its text's bleed this turn:
// its "once each turn" mark (Card.UsedTurn), which the card's
// Static.OnAnnounce sets as that bleed is announced (MarkUsedTurn).
func (g *Game) bledByText(c *Card) bool { return c.UsedTurn }

// offerMandatoryBleeds offers the owed bleeds that can be taken, and
// reports whether some minion owes one, taken or stuck.
func (g *Game) offerMandatoryBleeds(seat int) bool {
	any := false
	for _, id := range g.seats[seat].Ready {
		c := g.cards[id]
		if !g.owesBleed(c) || c.Bled || !g.mayDirect(c) {
			continue // a bleed already made another way: stuck
		}
		g.optionMsg(actionCode(ActBleed, c, nil, 0, nil), msgActBleed, cardArg(c), seatArg(g.Prey(seat)))
		any = true
	}
	return any
}
