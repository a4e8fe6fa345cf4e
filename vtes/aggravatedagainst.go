package vtes

// Damage made aggravated by whom it is inflicted on (rules/vtes.md §6.7):
// "damage Petra inflicts on Baali is aggravated". Static.AggravatedAgainst
// of the striking minion or a card on it says so for its opponent.

// aggravatedAgainst reports whether the strike damage m inflicts on opp
// is aggravated by such a card.
func (g *Game) aggravatedAgainst(m, opp *Card) bool {
	agg := false
	g.eachHooked(hookAggravatedAgainst, m, func(c *Card) {
		if f := c.Def.Static.AggravatedAgainst; f != nil && !agg && !c.Contested && f(g, c, opp) {
			agg = true
		}
	})
	return agg
}
