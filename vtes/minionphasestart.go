package vtes

// "During your next minion phase, …" effects a card applies as its
// controller's minion phase begins (rules/vtes.md §3.4; Puppet Master).
// Only games holding such a card walk for them (Game.minionPhaseHooks,
// set as the cards are noted).

// minionPhaseStarts runs the OnMinionPhase of the cards seat controls,
// collected first: a hook may move or burn cards.
func (g *Game) minionPhaseStarts(seat int) {
	var hooks []*Card
	g.eachControlled(seat, func(c *Card) {
		if c.Def.Static.OnMinionPhase != nil && !c.Contested {
			hooks = append(hooks, c)
		}
	})
	for _, c := range hooks {
		if c.Controller == seat && c.Zone != ZoneAsh && c.Zone != ZoneRemoved {
			old := g.because(causeStatic, c)
			c.Def.Static.OnMinionPhase(g, c)
			g.restoreCause(old)
		}
	}
}
