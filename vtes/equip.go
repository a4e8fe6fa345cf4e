package vtes

// Equipment moved between a Methuselah's own minions (rules/vtes.md §3.5
// #3b, §3.5.3): an action of the receiving minion at +1 stealth,
// undirected, without cost. It names one or more pieces of equipment on
// one other minion of its Methuselah; if it succeeds they move onto the
// actor, if it is blocked they stay. Retainers never move.

// offerEquip adds the equip actions of minion c: one for each other
// minion of seat, ready or in torpor, carrying equipment.
func (g *Game) offerEquip(seat int, c *Card) {
	if c.Def.NoEquipment { // nogear.go
		return
	}
	m := g.seats[seat]
	for _, l := range [2][]CardID{m.Ready, m.Torpor} {
		for _, id := range l {
			if o := g.cards[id]; o != c && !o.Contested && len(g.equipmentOn(o)) > 0 {
				g.optionMsg(actionCode(ActEquip, c, nil, 0, o), msgActTakeEquipment, cardArg(c), cardArg(o))
			}
		}
	}
}

// equipmentOn lists the equipment on a minion.
func (g *Game) equipmentOn(m *Card) []*Card {
	var out []*Card
	for _, id := range m.Attached {
		if e := g.cards[id]; IsEquipment(e) && !e.Contested { // locationequipment.go
			out = append(out, e)
		}
	}
	return out
}

// nameEquipment asks, as the action is announced, which equipment it
// takes from the other minion: one piece, then any others (§3.5.3).
func (g *Game) nameEquipment(a *ActionState) {
	seat := a.Actor.Controller
	pieces := g.equipmentOn(a.Target)
	first := g.chooseCard(seat, kindChoose, msgEquipAsk.With(cardArg(a.Target)), pieces)
	a.Equipment = []*Card{first}
	for _, e := range pieces {
		if e != first && g.yesNo(seat, kindChoose, msgAlsoTake.With(cardArg(e))) {
			a.Equipment = append(a.Equipment, e)
		}
	}
	for _, e := range a.Equipment {
		g.note(msgNamesEquipment.With(cardArg(a.Actor), cardArg(e)))
	}
}

// takeEquipment resolves a successful equip action: the named pieces
// still on the other minion move onto the actor.
func (g *Game) takeEquipment(a *ActionState) {
	for _, e := range a.Equipment {
		if e.Zone == ZoneAttached && e.Host == a.Target.ID {
			g.attach(e, a.Actor)
			g.note(msgTakesEquipment.With(cardArg(a.Actor), cardArg(e)))
		}
	}
}
