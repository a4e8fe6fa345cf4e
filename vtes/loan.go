package vtes

import "kindred/engine"

// Control of a minion taken until the end of the turn ("take control of
// them until the end of your turn": Puppet Master). Taking control is
// stealing for a while (rules/vtes.md §14 C10 "steal": the minion stays in
// its region, now the taker's); as the turn ends (§3.8) the minion goes
// back, in the region it is in then, to the Methuselah who controlled it.
// If that Methuselah was ousted meanwhile, the minion is a card they would
// control again: it is removed from the game, as their cards are (§14 C41).
// A minion that left play meanwhile (burned, removed) stays where it is.
// The Methuselah it returns to is part of the card's state (cardmore.go):
// hashed, and written in positions as "control-returns N".

var (
	msgTakesControlTurn = engine.NewMsg("vtes.takes-control-turn",
		"{0} takes control of {1} until the end of the turn.",
		"{0} prend le contrôle de {1} jusqu'à la fin du tour.")
	msgControlReturns = engine.NewMsg("vtes.control-returns",
		"{0} returns to {1}'s control.", "{0} revient sous le contrôle de {1}.")
)

// ControlUntilEndOfTurn puts minion m, ready or in torpor, under seat's
// control until the end of the turn. Nothing happens to a minion seat
// controls already or out of those regions.
func (g *Game) ControlUntilEndOfTurn(m *Card, seat int) {
	if m == nil || !m.IsMinion() || m.Controller == seat || seat < 0 || seat >= len(g.seats) ||
		m.Zone != ZoneReady && m.Zone != ZoneTorpor {
		return
	}
	if m.ControlReturns() < 0 { // a second taker: it still returns to the first lender
		g.moreOf(m).lentBy = int8(m.Controller + 1)
		g.loaned = append(g.loaned, m.ID)
	}
	g.Steal(m, seat)
	g.note(msgTakesControlTurn.With(seatArg(seat), cardArg(m)))
}

// ControlReturns is the seat minion c returns to at the end of the turn
// (ControlUntilEndOfTurn), -1 for none.
func (c *Card) ControlReturns() int {
	if c.more == nil {
		return -1
	}
	return int(c.more.lentBy) - 1
}

// setControlReturns records that c returns to seat at the end of the
// turn (a position's "control-returns N").
func (g *Game) setControlReturns(c *Card, seat int) {
	g.moreOf(c).lentBy = int8(seat + 1)
	g.loaned = append(g.loaned, c.ID)
}

// returnLoans gives the minions controlled until the end of the turn back
// to the Methuselahs they return to (endTurn).
func (g *Game) returnLoans() {
	for _, id := range g.loaned {
		c := g.cards[id]
		back := c.ControlReturns()
		if back < 0 {
			continue
		}
		c.more.lentBy = 0
		g.changed(c)
		if c.Zone != ZoneReady && c.Zone != ZoneTorpor {
			continue
		}
		if g.seats[back].Ousted {
			g.remove(c) // §14 C41: a card an ousted Methuselah controls
			continue
		}
		g.Steal(c, back)
		g.note(msgControlReturns.With(cardArg(c), seatArg(back)))
	}
	g.loaned = g.loaned[:0]
}
