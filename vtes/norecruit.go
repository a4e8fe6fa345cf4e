package vtes

// Minions that cannot recruit allies or employ retainers: "this vampire
// cannot recruit allies or employ retainers" (Depravity; rules/vtes.md
// §3.5.3, §3.5.4): the ally and retainer cards they would play are not
// playable by them.

// noRecruit reports whether minion m, or a card on it, bars it from
// recruiting allies and employing retainers (Static.NoRecruit).
func (g *Game) noRecruit(m *Card) bool {
	barred := false
	g.eachHooked(hookNoRecruit, m, func(c *Card) {
		if c.Def.Static.NoRecruit && !c.Contested {
			barred = true
		}
	})
	return barred
}
