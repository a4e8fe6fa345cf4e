package vtes

// Allies barred from what other minions may have (rules/vtes.md §3.5.3,
// §3.5.4): "this ally cannot have or use equipment or retainers" (Bone
// Shambler: CardDef.NoEquipment, NoRetainers) — it plays no equipment or
// retainer card, takes no equipment from another minion; and "this ally
// cannot gain life (instead, any life it would gain goes to the blood
// bank)" (Rotting Behemoth, Aggressive Corpse: CardDef.CannotGainLife) —
// blood or life added to it once in play is not added. The life it
// enters play with is not gained.

// barsGear reports whether minion m cannot play card c: an equipment or
// retainer card it cannot have.
func barsGear(m, c *Card) bool {
	d := c.Def
	return m.Def.NoEquipment && d.Types.Has(Equipment) || m.Def.NoRetainers && d.Types.Has(Retainer)
}

// gainsNoLife reports whether the n blood or life added to card c go to
// the blood bank instead: c is in play and cannot gain life.
func (g *Game) gainsNoLife(c *Card, n int) bool {
	return n > 0 && c.Def.CannotGainLife && inPlayZone(c.Zone)
}
