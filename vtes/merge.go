package vtes

// Advanced vampires (rules/vtes.md §1.3, §3.6, §14 C38, A19): in the
// influence phase, a Methuselah who controls one version of a vampire
// (advanced or base) and has the other in their uncontrolled region may
// spend 4 transfers and 1 pool to merge them. The pair is one vampire
// until burned: the advanced card applies in full, the base card only by
// its text. Counters and cards on the incoming card are burned (§14 C38);
// those on the controlled one stay.

// mergePartner returns the vampire seat controls that uncontrolled
// vampire u may merge with: the other version of u (one advanced, the
// other not), ready or in torpor, face up, not merged yet; nil if none.
func (g *Game) mergePartner(seat int, u *Card) *Card {
	m := g.seats[seat]
	for _, l := range [2][]CardID{m.Ready, m.Torpor} {
		for _, id := range l {
			v := g.cards[id]
			if v.Def.Name == u.Def.Name && v.Def.Advanced != u.Def.Advanced && !v.Contested && !g.merged(v) {
				return v
			}
		}
	}
	return nil
}

// merged reports whether a vampire is a merged pair.
func (g *Game) merged(v *Card) bool {
	for _, id := range v.Attached {
		if mergedBase(g.cards[id]) {
			return true
		}
	}
	return false
}

// mergedBase reports whether a card is the base card under a merged
// vampire: a crypt card attached to another.
func mergedBase(c *Card) bool { return c.Zone == ZoneAttached && c.IsVampire() }

// merge merges uncontrolled vampire u into its controlled version: the
// cost is paid, u's counters and cards are burned, and the advanced card
// ends on top. The card in play keeps its identity (its counters, the
// cards on it, its lock, the effects aimed at it, §1.3): when the
// incoming card is the advanced one, the two cards swap faces, so the card
// in play shows the advanced vampire and the base goes under it.
func (g *Game) merge(seat int, u *Card) {
	v := g.mergePartner(seat, u)
	m := g.seats[seat]
	m.transfers -= 4
	m.changed()
	u.Blood, u.Counters = 0, 0
	g.changed(u)
	for len(u.Attached) > 0 {
		g.burn(g.cards[u.Attached[0]])
	}
	if u.Def.Advanced {
		u.Def, v.Def = v.Def, u.Def
		g.noteNewDef(u)
		g.noteNewDef(v)
	}
	g.attach(u, v)
	g.Unlock(u)
	g.trim(v)
	g.note(msgMerged.With(seatArg(seat), cardArg(v)))
	old := g.because(causeMerge, v)
	g.burnPool(seat, 1)
	g.restoreCause(old)
}
