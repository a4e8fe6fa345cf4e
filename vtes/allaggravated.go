package vtes

// Combats where all damage inflicted on vampires is aggravated ("if this
// action is blocked, all damage inflicted on vampires during the resulting
// combat is aggravated": Dawn Operation; §6.7). Environmental and
// retainer damage too ([PIB 20150603-1]); only damage done in the combat,
// not after it ([LSJ 20020314]). The damage turns aggravated as it is
// inflicted, before prevention: "prevent non-aggravated damage" cannot
// prevent it.

// aggravateAll turns the damage vampires are to take in this damage step
// into aggravated damage, in a combat where all of it is.
func (g *Game) aggravateAll(cs *CombatState) {
	if !cs.AllAggravated {
		return
	}
	for side, m := range cs.Minion {
		if m.IsVampire() {
			cs.Aggravated[side] += cs.Damage[side] + cs.env[side]
			cs.Damage[side], cs.env[side] = 0, 0
		}
	}
}

// inflictedAggravated turns normal damage inflicted on vampire m outside
// the damage step (a card's effect) into aggravated damage when m is in a
// combat where all of it is.
func (g *Game) inflictedAggravated(m *Card, normal, agg int) (int, int) {
	if cs := g.combat; cs != nil && cs.AllAggravated && m.IsVampire() && cs.Side(m) >= 0 {
		return 0, normal + agg
	}
	return normal, agg
}
