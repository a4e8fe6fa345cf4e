package vtes

// "After the end of your minion phase, …" effects (rules/vtes.md §3.4):
// "burn Tupdog and move the top card of your crypt to your uncontrolled
// region" (Tupdog). Static.AfterMinionPhase runs, for the cards the
// active Methuselah controls, once their minion phase is over, before the
// influence phase; only games holding such a card walk for them
// (Game.minionPhaseHooks, as minionphasestart.go's).

// minionPhaseEnds runs the AfterMinionPhase of the cards seat controls,
// collected first: a hook may move or burn cards.
func (g *Game) minionPhaseEnds(seat int) {
	var hooks []*Card
	g.eachControlled(seat, func(c *Card) {
		if c.Def.Static.AfterMinionPhase != nil && !c.Contested {
			hooks = append(hooks, c)
		}
	})
	for _, c := range hooks {
		if c.Controller == seat && inPlayZone(c.Zone) {
			old := g.because(causeStatic, c)
			c.Def.Static.AfterMinionPhase(g, c)
			g.restoreCause(old)
		}
	}
}
