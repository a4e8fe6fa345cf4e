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

// relieve offers the reliefs of the cards on p's minion for cost, the
// cost p is about to pay, and returns what is left to pay.
func (g *Game) relieve(p *Play, cost Cost) Cost {
	m := p.Minion
	if m == nil || cost == (Cost{}) {
		return cost
	}
	for _, id := range append([]CardID(nil), m.Attached...) {
		c := g.cards[id]
		cr := c.Def.Static.CostRelief
		if cr == nil || c.Zone != ZoneAttached || c.Host != m.ID || c.Contested {
			continue
		}
		off := cr.Off(g, c, p)
		off.Pool, off.Blood = min(off.Pool, cost.Pool), min(off.Blood, cost.Blood)
		if off == (Cost{}) || !g.YesNo(p.Seat, c) {
			continue
		}
		cr.Use(g, c)
		cost.Pool -= off.Pool
		cost.Blood -= off.Blood
	}
	return cost
}
