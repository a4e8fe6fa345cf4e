package vtes

// After a bleed, successful or not (rules/vtes.md §3.5.1, §4.1 step 5):
// "after a vampire you control bleeds, if the bleed is successful (for 1
// or more), add 1 counter; otherwise, burn 1 counter" (Forward Momentum).
// Static.OnBleed runs after a successful bleed only; Static.AfterBleed
// after every bleed action once it resolved (blocked, or for 0, or
// successful: BleedSuccessful tells), before the window after the action.
// Only games holding such a card look for them (Game.afterBleedHooks).

// afterBleed runs the AfterBleed of the cards whose bonuses apply to the
// actor of bleed a, collected first: a hook may move cards.
func (g *Game) afterBleed(a *ActionState) {
	var hooks []*Card
	g.eachBonus(a.Actor, func(c *Card) {
		if c.Def.Static.AfterBleed != nil && !c.Contested {
			hooks = append(hooks, c)
		}
	})
	for _, c := range hooks {
		if inPlayZone(c.Zone) {
			old := g.because(causeStatic, c)
			c.Def.Static.AfterBleed(g, c, a)
			g.restoreCause(old)
		}
	}
}
