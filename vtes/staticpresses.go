package vtes

// Optional presses each combat (rules/vtes.md §6.6): a minion whose text,
// or a card on it or a Global card its Methuselah controls, says it "gets
// 1 optional press each combat" (Static.Presses: Rurik Rakoczy) has them
// when a combat starts, used like Rat's Warning's, lost when it ends.

// staticPresses adds the optional presses each combatant's static
// bonuses give it for this combat.
func (g *Game) staticPresses(cs *CombatState) {
	for side, m := range cs.Minion {
		cs.Presses[side] += g.sumBonus(m, func(c *Card) int {
			if f := c.Def.Static.Presses; f != nil && !c.Contested {
				return f(g, c, m)
			}
			return 0
		})
	}
}
