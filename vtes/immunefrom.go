package vtes

// Immunity to the damage of some sources (rules/vtes.md §6.7, §14 C34):
// "immune to damage from allies and retainers" (Carolina Vález). Damage a
// minion is immune to is inflicted unsuccessfully: the strike of such an
// opposing minion, the damage a retainer deals each round (Murder of
// Crows). Damage from effects outside a combat is not covered yet: no
// implemented ally or retainer inflicts any.

// immuneFrom reports whether a card of minion m makes it immune to the
// damage source inflicts.
func (g *Game) immuneFrom(m, source *Card) bool {
	immune := false
	g.eachHooked(hookImmuneFrom, m, func(c *Card) {
		if f := c.Def.Static.ImmuneFrom; f != nil && !c.Contested && f(g, c, source) {
			immune = true
		}
	})
	return immune
}
