package vtes

// Minions Gehenna events do not affect (rules/vtes.md §1.8): "while Karen
// is a prince, Gehenna events do not affect her" (Static.UnaffectedByGehenna).
// Each Gehenna event's own effect on a minion asks GehennaAffects; what an
// event does to a Methuselah or to other minions still applies ([LSJ
// 20081120-2] [LSJ 20100121]: her Methuselah burns pool for her in torpor
// to Dragonbound; allies keep The Unmasking's intercept against her).
// vtes/cards' TestGehennaEventsAskWhomTheyAffect holds every implemented
// Gehenna event to saying whether its effect reaches a minion.

// GehennaAffects reports whether Gehenna events affect minion m.
func (g *Game) GehennaAffects(m *Card) bool {
	if m == nil {
		return true
	}
	if f := m.Def.Static.UnaffectedByGehenna; f != nil && f(g, m) {
		return false
	}
	return true
}
