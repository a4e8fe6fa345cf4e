package vtes

// Optional presses each combat (rules/vtes.md §6.6): a minion whose text,
// or a card on it, says it "gets N optional presses each combat"
// (Static.Presses: Abaddon) has them when a combat starts, as the
// optional maneuvers of maneuvers.go; unused, they are lost when the
// combat ends.

// staticPresses adds the optional presses each combatant's static bonuses
// give it for this combat.
func (g *Game) staticPresses(cs *CombatState) {
	for side, m := range cs.Minion {
		cs.Presses[side] += g.sumBonusOf(bonusPresses, m, func(c *Card) int {
			if f := c.Def.Static.Presses; f != nil && !c.Contested {
				return f(g, c, m)
			}
			return 0
		})
	}
}
