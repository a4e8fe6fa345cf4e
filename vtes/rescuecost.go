package vtes

// The cost of a rescue (rules/vtes.md §7.3: 2 blood, split between the
// rescuer and the rescued as the rescuer's Methuselah chooses), changed
// by the rescuer's cards ("rescuing a vampire from torpor costs Doc
// Martina -1 blood": Static.RescueCost), never below 0.

// RescueCost is the blood vampire rescuer pays to rescue a vampire.
func (g *Game) RescueCost(rescuer *Card) int {
	n := 2 + g.sumBonus(rescuer, func(c *Card) int {
		if f := c.Def.Static.RescueCost; f != nil && !c.Contested {
			return f(g, c, rescuer)
		}
		return 0
	})
	return max(n, 0)
}
