package vtes

// A discount on a combat card ("Once this combat, this vampire can reduce
// the cost of a combat card they play by 1 blood": Inner Essence; §1.5.6).
// The discount is the combatant's for the rest of the combat and goes to
// the first combat card with a blood cost it plays: a blood off a card
// that costs blood is never worth less on a later one, so the choice is
// not asked. A card without a blood cost leaves it for a later one.

// DiscountCombatCard gives combatant m a discount of n blood on the next
// combat card with a blood cost it plays this combat.
func (g *Game) DiscountCombatCard(m *Card, n int) {
	if cs := g.combat; cs != nil {
		if side := cs.Side(m); side >= 0 {
			cs.discount[side] += n
			g.changed(m)
		}
	}
}

// combatDiscounted reports whether some combatant holds a discount: the
// cost of every combat card it may play is then worked out (CostOf).
func (g *Game) combatDiscounted() bool {
	return g.combat != nil && g.combat.discount != [2]int{}
}

// combatDiscount is the blood play p is discounted: a combat card with a
// printed blood cost, played by a combatant holding a discount.
func (g *Game) combatDiscount(p *Play) int {
	cs := g.combat
	if cs == nil || cs.discount == [2]int{} || p.Minion == nil || p.Card == nil ||
		p.Mode.Cost.Blood <= 0 || !p.Card.Def.Types.Has(Combat) {
		return 0
	}
	if side := cs.Side(p.Minion); side >= 0 {
		return cs.discount[side]
	}
	return 0
}

// combatCostDelta is the blood a combat adds to play p's cost: its strike
// and combat card surcharges, less a discount. Out of line, and asked
// only in combat: CostOf asks it of every card offered (BENCHMARKS, VS5).
func (g *Game) combatCostDelta(p *Play) int {
	return g.strikeSurcharge(p) + g.combatSurcharge(p) - g.combatDiscount(p)
}

// useCombatDiscount spends the discount play p was given, as it is paid.
// A guard inlined in playCard: almost always no discount (BENCHMARKS, VS5).
func (g *Game) useCombatDiscount(p *Play) {
	if g.combatDiscounted() {
		g.spendDiscount(p)
	}
}

// spendDiscount is useCombatDiscount's body, out of line.
func (g *Game) spendDiscount(p *Play) {
	if g.combatDiscount(p) > 0 {
		g.combat.discount[g.combat.Side(p.Minion)] = 0
	}
}
