package vtes

// Effects after a press to continue (rules/vtes.md §6.6): "a vampire
// burns 1 blood after using a press to continue combat with her" (Petra):
// Static.OnOpponentPress of the pressing minion's opponent, or of a card
// on it, runs once the press stands.

// afterPress runs the opponent's OnOpponentPress hooks after minion m
// pressed, when that press continues the combat.
func (g *Game) afterPress(cs *CombatState, m *Card) {
	side := cs.Side(m)
	if side < 0 || !cs.pressed {
		return
	}
	var hooks []*Card
	g.eachHooked(hookOnOpponentPress, cs.Minion[1-side], func(c *Card) {
		if c.Def.Static.OnOpponentPress != nil && !c.Contested {
			hooks = append(hooks, c)
		}
	})
	for _, c := range hooks {
		c.Def.Static.OnOpponentPress(g, c, m)
	}
}
