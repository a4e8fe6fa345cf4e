package vtes

// Hunting grounds (Asylum, Slum, Society, Academic, Uptown Hunting
// Ground): "during your unlock phase, a ready vampire you control can
// gain 1 blood. A vampire can gain blood from only one hunting ground
// each turn" (card text; the keyword "hunting ground").

// huntingGroundKey is the per-turn mark (Game.MarkOnce) of vampire v
// having gained blood from a hunting ground this turn.
func huntingGroundKey(v *Card) int { return -2<<20 - int(v.ID) }

// HuntingGround is a hunting ground's standing text: in its controller's
// unlock phase, that Methuselah can choose a ready vampire they control,
// below its capacity and not fed by another hunting ground this turn,
// to gain 1 blood. A contested hunting ground does nothing (§10.1).
func HuntingGround() Static { return HuntingGroundFor(1, nil) }

// HuntingGroundFor is a hunting ground feeding amount blood to one ready
// vampire its controller chooses among those who pass (all when who is
// nil): Meditative Grove feeds a Salubri, Papillon 2 blood to a titled
// vampire.
func HuntingGroundFor(amount int, who func(g *Game, v *Card) bool) Static {
	return Static{OnUnlock: func(g *Game, c *Card) {
		seat := c.Controller
		if c.Contested {
			return
		}
		var fed []*Card
		for _, id := range g.seats[seat].Ready {
			v := g.cards[id]
			if v.IsVampire() && !v.Contested && v.Blood < g.Capacity(v) &&
				!containsInt(g.marks, huntingGroundKey(v)) && (who == nil || who(g, v)) {
				fed = append(fed, v)
			}
		}
		if len(fed) == 0 || !g.YesNo(seat, c) {
			return
		}
		v := g.Choose(seat, fed)
		g.MarkOnce(huntingGroundKey(v))
		g.AddBlood(v, amount)
	}}
}
