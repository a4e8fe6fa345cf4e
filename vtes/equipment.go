package vtes

// Equipment in combat (rules/vtes.md §6.4, §14 C35): weapons, and the
// strikes that destroy or steal equipment.

// IsWeapon reports whether c is a weapon: equipment that gives a strike
// (§6.4).
func IsWeapon(c *Card) bool { return IsEquipment(c) && c.Def.Static.Strike != nil }

// carries reports whether card c is on minion m.
func (g *Game) carries(m, c *Card) bool { return c.Zone == ZoneAttached && c.Host == m.ID }

// retainersOf lists the retainers on minion m (§6.8).
func (g *Game) retainersOf(m *Card) []*Card {
	var out []*Card
	for _, id := range m.Attached {
		if c := g.cards[id]; c.Def.Types.Has(Retainer) {
			out = append(out, c)
		}
	}
	return out
}

// equipmentStrike resolves a strike that destroys or steals equipment: the
// striker chooses one of the opposing minion's equipment cards (a weapon,
// if the strike says so). Destroyed, it is burned; stolen, it moves to
// the striker, who keeps it after combat but may not use it for the rest
// of the round, additional strikes included (§6.4, §14 C35). The victim
// could use it until the strike resolved.
func (g *Game) equipmentStrike(cs *CombatState, side int, st Strike) {
	m, opp := cs.Minion[side], cs.Minion[1-side]
	var eq []*Card
	for _, id := range opp.Attached {
		if c := g.cards[id]; IsEquipment(c) && (!st.WeaponOnly || IsWeapon(c)) {
			eq = append(eq, c)
		}
	}
	if len(eq) == 0 || st.StealEquipment && !m.IsMinion() {
		return
	}
	e := g.chooseCard(m.Controller, kindChoose, msgEquipmentAsk.With(cardArg(opp)), eq)
	if st.StealEquipment {
		g.attach(e, m)
		cs.stolen = append(cs.stolen, e.ID)
		g.note(msgStealsEquipment.With(cardArg(m), cardArg(e)))
		return
	}
	g.note(msgDestroysEquipment.With(cardArg(m), cardArg(e)))
	g.burn(e)
}
