package vtes

// keptLocked reports whether a card in play keeps minion m locked.
func (g *Game) keptLocked(m *Card) bool {
	kept := false
	for s := range g.seats {
		g.eachInPlay(s, func(c *Card) {
			if f := c.Def.Static.PreventsUnlock; f != nil && !c.Contested && f(g, c, m) {
				kept = true
			}
		})
	}
	return kept
}

// unblockable reports whether a card in play makes the action unblockable.
func (g *Game) unblockable(a *ActionState) bool {
	for s := range g.seats {
		found := false
		g.eachInPlay(s, func(c *Card) {
			if f := c.Def.Static.Unblockable; f != nil && !c.Contested && f(g, c, a) {
				found = true
			}
		})
		if found {
			return true
		}
	}
	return false
}

// unlockPhase is §3.2: unlock everything, then the Edge, contests and
// "during your unlock phase" effects.
func (g *Game) unlockPhase() {
	g.Phase = PhaseUnlock
	seat := g.Active
	g.eachInPlay(seat, func(c *Card) {
		if c.NoUnlock {
			c.NoUnlock = false
			return
		}
		if !c.Contested && !g.keptLocked(c) {
			c.Locked = false
		}
	})
	if g.Edge == seat && g.yesNo(seat, kindEdge, msgEdgeTakePool.Text()) {
		g.gainPool(seat, 1)
		g.note(msgEdgePool.With(seatArg(seat)))
	}
	g.contests(seat)
	// "During your unlock phase" effects of cards the active Methuselah
	// controls, then effects that act in every unlock phase (Fame).
	var triggers []*Card
	g.eachInPlay(seat, func(c *Card) {
		if c.Def.Static.OnUnlock != nil {
			triggers = append(triggers, c)
		}
	})
	for _, c := range triggers {
		if c.Controller == seat && (c.Zone != ZoneAsh && c.Zone != ZoneRemoved) {
			c.Def.Static.OnUnlock(g, c)
		}
	}
	for s := range g.seats {
		var any []*Card
		g.eachInPlay(s, func(c *Card) {
			if c.Def.Static.OnAnyUnlock != nil {
				any = append(any, c)
			}
		})
		for _, c := range any {
			c.Def.Static.OnAnyUnlock(g, c, seat)
		}
	}
}
