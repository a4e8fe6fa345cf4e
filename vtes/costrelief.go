package vtes

// Cards that take some of a card's cost off when their Methuselah uses
// them as the cost is paid ("the employer can burn this retainer to
// reduce the cost of a ghoul ally requiring a Tzimisce they recruit by 2
// blood or pool": Szlachta Assistant; rules/vtes.md §1.5.6). An action
// card's cost is paid as the action succeeds (§3.5), so a blocked action
// uses none.

// CostRelief is such a card's relief.
type CostRelief struct {
	// Off is what card c can take off the cost of play p, made by the
	// minion c is on; zero when it does not apply.
	Off func(g *Game, c *Card, p *Play) Cost
	// Use is what using c costs (Szlachta Assistant is burned).
	Use func(g *Game, c *Card)
}

// relieve offers the reliefs of the cards on p's minion, then of the
// cards in play on no minion p's Methuselah controls ("you can lock this
// location to reduce the cost of an action card a vampire you control
// plays by 1 blood": The Line), for cost, the cost p is about to pay, and
// returns what is left to pay.
func (g *Game) relieve(p *Play, cost Cost) Cost {
	m := p.Minion
	if m == nil || cost == (Cost{}) {
		return cost
	}
	for _, id := range append([]CardID(nil), m.Attached...) {
		c := g.cards[id]
		if c.Zone == ZoneAttached && c.Host == m.ID {
			cost = g.relieveWith(p, c, cost)
		}
	}
	if p.Seat >= 0 && p.Seat < len(g.seats) && g.reliefInPlay(p.Seat) {
		for _, id := range append([]CardID(nil), g.seats[p.Seat].InPlay...) {
			if c := g.cards[id]; c.Zone == ZoneInPlay && c.Controller == p.Seat {
				cost = g.relieveWith(p, c, cost)
			}
		}
	}
	return cost
}

// reliefInPlay reports whether seat controls a card in play on no minion
// with a cost relief (no copy of the list made for every action).
func (g *Game) reliefInPlay(seat int) bool {
	for _, id := range g.seats[seat].InPlay {
		if g.cards[id].Def.Static.CostRelief != nil {
			return true
		}
	}
	return false
}

// relieveWith offers card c's relief, if it has one that applies, for
// cost, and returns what is left to pay.
func (g *Game) relieveWith(p *Play, c *Card, cost Cost) Cost {
	cr := c.Def.Static.CostRelief
	if cr == nil || c.Contested || cost == (Cost{}) {
		return cost
	}
	off := cr.Off(g, c, p)
	off.Pool, off.Blood = min(off.Pool, cost.Pool), min(off.Blood, cost.Blood)
	if off == (Cost{}) || !g.YesNo(p.Seat, c) {
		return cost
	}
	cr.Use(g, c)
	cost.Pool -= off.Pool
	cost.Blood -= off.Blood
	return cost
}
