package vtes

// Damage bonuses of ranged strikes ("inflicts +1 damage with ranged
// strikes (even at close range)": Noluthando; §6.4): added to a ranged
// strike that inflicts damage, not to one that only steals blood or
// dodges.

// rangedBonus is the damage side's ranged strike gains from its minion's
// cards (Static.RangedDamage).
func (g *Game) rangedBonus(cs *CombatState, side int) int {
	st := &cs.strike[side]
	if !st.Ranged || st.Damage <= 0 || st.Retainer != nil {
		return 0
	}
	m := cs.Minion[side]
	return g.sumBonusOf(bonusRangedDamage, m, func(c *Card) int {
		if f := c.Def.Static.RangedDamage; f != nil && !c.Contested {
			return f(g, c, m)
		}
		return 0
	})
}
