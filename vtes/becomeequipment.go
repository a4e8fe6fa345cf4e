package vtes

// Cards that become equipment once put on a minion ("put this card on this
// minion; it becomes a melee weapon equipment": Weighted Walking Stick, a
// combat card; rules/vtes.md §1.5, §6.4), and weapons worn out by their
// own strikes ("for each damage inflicted by this strike (even if
// prevented), burn 1 counter from this card. Burn this card if it has no
// counters").

// wearWeapon burns from weapon c, whose strike side's minion used and
// which landed, 1 counter for each damage the strike inflicts, prevented
// or not, and burns c once it has none left. Damage not inflicted at all
// (a weapon's damage made void: Blood Fury) or reduced (Nephandus) burns
// none ([LSJ 20100519]);
// any counter left gives the strike its full damage ([ANK 20201229-2]).
func (g *Game) wearWeapon(cs *CombatState, c *Card, side int) {
	if cs.weaponDamageVoid(side) || c.Zone != ZoneAttached {
		return
	}
	n := g.reducedDamage(cs.Minion[1-side], cs.strikeDamage(side)+g.rangedBonus(cs, side))
	g.SetCounters(c, max(c.Counters-n, 0))
	if c.Counters == 0 {
		g.burn(c)
	}
}

// burnAfterUse burns weapon c once its strike has resolved, if it is still
// on a minion ("burn after use": Molotov Cocktail).
func (g *Game) burnAfterUse(c *Card) {
	if c.Zone == ZoneAttached {
		g.burn(c)
	}
}
