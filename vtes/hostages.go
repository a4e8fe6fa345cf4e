package vtes

// Vampires held in torpor ("Vampires with any hostage counters cannot be
// moved to the ready region or be diablerized": Carver's Meat Packing and
// Storage; rules/vtes.md §7): a card in play says which vampires it holds
// (Static.HoldsInTorpor); those cannot leave torpor, be rescued, be moved
// to the ready region by an effect, nor be diablerized. And what a card
// does as it leaves play (Static.OnLeavePlay: "after this card leaves
// play, burn all the hostage counters").

// HeldInTorpor reports whether some card in play holds vampire v in
// torpor.
func (g *Game) HeldInTorpor(v *Card) bool {
	if v.Zone != ZoneTorpor {
		return false
	}
	held := false
	for _, s := range g.seats {
		for _, id := range s.InPlay {
			c := g.cards[id]
			if f := c.Def.Static.HoldsInTorpor; f != nil && !c.Contested && f(g, c, v) {
				held = true
			}
		}
	}
	return held
}

// leftPlayHooks runs card c's OnLeavePlay as it leaves play for zone z,
// still where it was.
func (g *Game) leftPlayHooks(c *Card, z Zone) {
	if f := c.Def.Static.OnLeavePlay; f != nil && inPlayZone(c.Zone) && !inPlayZone(z) {
		f(g, c)
	}
}
