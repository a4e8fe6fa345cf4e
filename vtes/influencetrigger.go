package vtes

// "During your influence phase" effects that are not a choice (Frontal
// Assault: "During your influence phase, burn this card and burn 1 pool
// for each ready minion controlled by your prey"; rules/vtes.md §3.6): run
// as the active Methuselah's influence phase begins, for the cards in
// play on no minion they control.

// influenceTriggers runs the OnInfluence hooks of the cards seat controls
// in play on no minion, on a copy of the list (a hook burns its card).
func (g *Game) influenceTriggers(seat int) {
	var cs []*Card
	for _, id := range g.seats[seat].InPlay {
		if c := g.cards[id]; c.Def.Static.OnInfluence != nil && !c.Contested {
			cs = append(cs, c)
		}
	}
	for _, c := range cs {
		if c.Zone == ZoneInPlay && c.Controller == seat && !g.over {
			old := g.because(causeStatic, c) // the log names it (ledger.go)
			c.Def.Static.OnInfluence(g, c)
			g.restoreCause(old)
		}
	}
}
