package vtes

// Damage reduction (rules/vtes.md §6.4): "each strike made by the opposing
// minion against this minion in combat inflicts 1 less damage" (Nephandus).
// Unlike prevention it needs no choice and applies to unpreventable damage
// ([LSJ 20100519]); a strike's added damage (Aim cards) is not reduced
// separately ([LSJ 20091123-2]): the strike's whole damage is reduced once.

// reducedDamage is the damage n a strike against minion m inflicts once
// the reductions m's cards give are taken off, never below 0.
func (g *Game) reducedDamage(m *Card, n int) int {
	r := g.sumBonusOf(bonusDamageReduction, m, func(c *Card) int {
		if c.Contested {
			return 0
		}
		return c.Def.Static.DamageReduction
	})
	return max(n-r, 0)
}
