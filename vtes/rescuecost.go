package vtes

// The cost of a rescue (rules/vtes.md §7.3: 2 blood, split between the
// rescuer and the rescued as the rescuer's Methuselah chooses), changed
// by the rescuer's cards ("rescuing a vampire from torpor costs Doc
// Martina -1 blood": Static.RescueCost; "rescuing a non-Tremere vampire
// costs this Salubri -2 blood": Static.RescueCostOf, which sees the
// rescued vampire), or by the rescued vampire's own text ("rescuing him
// from torpor costs 1 additional blood": Static.RescuedCost), never
// below 0; and what a successful rescue gives besides ("the rescued
// vampire gains 1 blood": Static.OnRescued).

// RescueCost is the blood vampire rescuer pays to rescue vampire rescued.
func (g *Game) RescueCost(rescuer, rescued *Card) int {
	n := 2 + g.sumBonusOf(bonusRescueCost, rescuer, func(c *Card) int {
		if c.Contested {
			return 0
		}
		n := 0
		if f := c.Def.Static.RescueCost; f != nil {
			n += f(g, c, rescuer)
		}
		if f := c.Def.Static.RescueCostOf; f != nil {
			n += f(g, c, rescuer, rescued)
		}
		return n
	})
	if f := rescued.Def.Static.RescuedCost; f != nil && !rescued.Contested {
		n += f(g, rescued)
	}
	return max(n, 0)
}

// rescued runs the OnRescued hooks of rescuer and the cards on it, once
// its rescue put vampire t back in the ready region (§7.3).
func (g *Game) rescued(rescuer, t *Card) {
	g.eachHooked(hookOnRescued, rescuer, func(c *Card) {
		if f := c.Def.Static.OnRescued; f != nil && !c.Contested {
			f(g, c, rescuer, t)
		}
	})
}
