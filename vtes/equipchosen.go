package vtes

// Equipping with a card chosen from the library ("search your library
// for an equipment card this vampire could equip, its requirements met
// and its cost paid as normal": Magic of the Smith). "As normal" is the
// cost the card would cost played from the hand (rules/vtes.md §1.5.6):
// its printed cost with the modifiers in play (CostOf), some of it
// payable with the counters of a card that pays equipment (Ravnos Cache,
// costcounters.go).

// equipPlay is the play of minion m, of seat, equipping with c.
func (g *Game) equipPlay(seat int, m, c *Card) *Play {
	return &Play{Seat: seat, Card: c, Mode: equipMode(c), Minion: m, Action: g.action, Seat2: -1}
}

// MayEquipChosen reports whether minion m, of seat, may take equipment c
// with its cost paid as normal: its requirements met (mayEquipWith) and
// the cost left after the modifiers and the counters that may pay it
// within the minion's blood and its Methuselah's pool.
func (g *Game) MayEquipChosen(seat int, m, c *Card) bool {
	p := g.equipPlay(seat, m, c)
	if p.Mode == nil || !g.mayEquipWith(p) {
		return false
	}
	cost := g.costLeft(p, g.CostOf(p))
	return cost.Pool <= g.seats[seat].Pool && (cost.Blood == 0 || m.Blood >= cost.Blood)
}

// PayEquipChosen pays the cost of minion m, of seat, equipping with c, as
// normal (CostOf, then the counters its Methuselah chooses to use), and
// returns the cost it came to before the counters.
func (g *Game) PayEquipChosen(seat int, m, c *Card) Cost {
	p := g.equipPlay(seat, m, c)
	if p.Mode == nil {
		return Cost{}
	}
	p.Paid = g.CostOf(p)
	g.pay(p, p.Paid)
	return p.Paid
}
