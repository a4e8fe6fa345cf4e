package vtes

// Carfax Abbey's hunting ground: "During your unlock phase, a ready
// Anarch you control can gain 1 blood, and, if you control a ready baron,
// another ready Anarch you control can gain 1 blood as well. A vampire
// can gain blood from only one hunting ground each turn" (the keyword
// "hunting ground", huntingground.go; barons §9.4, §14 C25).

// AnarchHuntingGround is the standing text of a hunting ground feeding
// Anarchs: in its controller's unlock phase, a ready Anarch they control,
// below capacity and not fed by another hunting ground this turn, can
// gain 1 blood; with a ready baron, a second such Anarch can as well. A
// contested hunting ground does nothing (§10.1).
func AnarchHuntingGround() Static {
	return Static{OnUnlock: func(g *Game, c *Card) {
		if c.Contested {
			return
		}
		seat := c.Controller
		feeds := 1
		if g.controlsReadyBaron(seat) {
			feeds = 2
		}
		for range feeds {
			fed := g.hungryAnarchs(seat)
			if len(fed) == 0 || !g.YesNo(seat, c) {
				return
			}
			v := g.Choose(seat, fed)
			g.MarkOnce(huntingGroundKey(v))
			g.AddBlood(v, 1)
		}
	}}
}

// hungryAnarchs lists the ready Anarchs seat controls that a hunting
// ground may feed now: below capacity, not fed by one this turn.
func (g *Game) hungryAnarchs(seat int) []*Card {
	var out []*Card
	for _, id := range g.seats[seat].Ready {
		v := g.cards[id]
		if g.IsAnarch(v) && !v.Contested && v.Blood < g.Capacity(v) &&
			!containsInt(g.marks, huntingGroundKey(v)) {
			out = append(out, v)
		}
	}
	return out
}

// controlsReadyBaron reports whether seat controls a ready baron.
func (g *Game) controlsReadyBaron(seat int) bool {
	for _, id := range g.seats[seat].Ready {
		if v := g.cards[id]; v.IsVampire() && !v.Contested && g.TitleOf(v) == Baron {
			return true
		}
	}
	return false
}
