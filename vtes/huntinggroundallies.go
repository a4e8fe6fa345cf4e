package vtes

// A hunting ground that can feed an ally instead ("a ready vampire you
// control who follows the Path of Death and the Soul can gain 1 blood, or
// a wraith or zombie ally you control can gain 1 life, not to exceed its
// starting life": Burial Site Hunting Ground). The limit of one hunting
// ground a turn is a vampire's (huntingground.go); an ally's life stops
// at its starting life (startinglife.go).

// HuntingGroundOrAlly is HuntingGroundFor(1, who) whose Methuselah can
// instead give 1 life to a ready ally they control that ally accepts,
// below its starting life. A contested hunting ground does nothing
// (§10.1).
func HuntingGroundOrAlly(who, ally func(g *Game, m *Card) bool) Static {
	return Static{OnUnlock: func(g *Game, c *Card) {
		seat := c.Controller
		if c.Contested {
			return
		}
		var fed []*Card
		for _, id := range g.seats[seat].Ready {
			m := g.cards[id]
			switch {
			case m.Contested:
			case m.IsVampire() && m.Blood < g.Capacity(m) &&
				!containsInt(g.marks, huntingGroundKey(m)) && who(g, m):
				fed = append(fed, m)
			case m.IsAlly() && m.Blood < g.StartingLife(m) && ally(g, m):
				fed = append(fed, m)
			}
		}
		if len(fed) == 0 || !g.YesNo(seat, c) {
			return
		}
		m := g.Choose(seat, fed)
		if m.IsVampire() {
			g.MarkOnce(huntingGroundKey(m))
			g.AddBlood(m, 1)
			return
		}
		g.GainLifeUpTo(m, 1)
	}}
}
