package vtes

// "After a referendum passes" effects of cards in play (rules/vtes.md
// §5.4): "the attached vampire burns 1 blood after a referendum passes"
// (Condemnation: Mute). Static.AfterReferendumPassed runs once the
// referendum's terms are applied, for every card in play with one, in
// the walk's order; the cards are collected first, since a hook may move
// or burn cards. Referendums are few, so the walk is only done when one
// passes.

// afterReferendumPassed runs the AfterReferendumPassed hooks (referendum).
func (g *Game) afterReferendumPassed(r *Referendum) {
	var hooks []*Card
	for s := range g.seats {
		g.eachInPlay(s, func(c *Card) {
			if c.Def.Static.AfterReferendumPassed != nil && !c.Contested {
				hooks = append(hooks, c)
			}
		})
	}
	for _, c := range hooks {
		if inPlayZone(c.Zone) {
			old := g.because(causeStatic, c)
			c.Def.Static.AfterReferendumPassed(g, c, r)
			g.restoreCause(old)
		}
	}
}
