package vtes

// Strikes that also damage their own striker ("If this strike is used at
// close range, this striking vampire also takes 1 environmental
// aggravated damage": Breath of the Dragon). The damage is environmental
// ([LSJ 19970801]): no strike's, so a dodge does not stop it and immunity
// to strike damage does not cover it, immunity to environmental damage
// does (§14 C34). It is taken in the strike's own damage step, prevented
// like the rest (§6.7 step 1). The strike is used whether or not it lands:
// the opposing dodge does not spare its striker.

// selfDamage adds, for each side whose strike is used in this tier at
// close range, the environmental aggravated damage it deals its striker.
func (cs *CombatState) selfDamage(which [2]bool) {
	for side := range 2 {
		if st := &cs.strike[side]; which[side] && !cs.Long && st.SelfAggravated > 0 {
			cs.envAgg[side] += st.SelfAggravated
		}
	}
}

// foldSelfDamage joins the environmental aggravated damage of this damage
// step to the aggravated damage each side is to take, unless the side is
// immune to environmental damage (checked after the immunity to strikes,
// which does not cover it).
func (g *Game) foldSelfDamage(cs *CombatState) {
	for side := range 2 {
		n := cs.envAgg[side]
		cs.envAgg[side] = 0
		switch {
		case n <= 0:
		case cs.Immune[side]&ImmuneToEnvironment != 0:
			g.note(msgImmune.With(cardArg(cs.Minion[side]), damageArg(n)))
		default:
			cs.Aggravated[side] += n
		}
	}
}
