package vtes

// Intercept the acting minion's cards give its would-be blockers (rules/
// vtes.md §4.3): "allies and younger vampires get -1 intercept against
// this Anarch" (Stolen Police Cruiser, Static.OpponentIntercept), counted
// with the blocker's own bonuses when the attempt begins.

// opponentIntercept sums the OpponentIntercept of the actor and the cards
// on it for blocker b.
func (g *Game) opponentIntercept(b *Card, a *ActionState) int {
	n := 0
	g.eachHooked(hookOpponentIntercept, a.Actor, func(c *Card) {
		if f := c.Def.Static.OpponentIntercept; f != nil && !c.Contested {
			n += f(g, c, b, a)
		}
	})
	return n
}
