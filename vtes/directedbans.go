package vtes

// Minions some actors cannot aim directed actions at (rules/vtes.md §4.2):
// "minions without Auspex cannot perform actions directed at this
// vampire" (Shadow Cloak), "cannot be the target of directed actions
// requiring Dominate or Presence" (Aggressive Corpse). The bar is the
// target's, or a card's on it (Static.BarsDirected); it applies to the
// actions of action cards and of cards in play (mayActAt), not to
// rescue, diablerie or a Red List hunt.

// directedBarred reports whether play p, a directed action at another
// Methuselah's minion, is barred by the target or a card on it.
func (g *Game) directedBarred(p *Play) bool {
	t := p.Target
	if t == nil || p.Minion == nil || t.Controller == p.Minion.Controller ||
		!(p.Mode.Directed || p.Mode.Target == TargetAnyVampire) {
		return false
	}
	barred := false
	g.eachHooked(hookBarsDirected, t, func(o *Card) {
		if f := o.Def.Static.BarsDirected; f != nil && !o.Contested && f(g, o, p.Minion, p.Mode) {
			barred = true
		}
	})
	return barred
}
