package vtes

// Effects of an ally as it enters play ("after this ally enters play,
// burn it unless you remove an ally or vampire in your ash heap from the
// game": Rotting Behemoth), recruited (RecruitAlly) or brought back from
// the ash heap (AllyFromAsh): Static.AfterEntering. The starting life
// of an ally recruited, changed by the ready minions of its Methuselah
// (Static.StartingLife: Ashur-uballit).

// afterAllyEnters runs ally a's AfterEntering, a still in play.
func (g *Game) afterAllyEnters(a *Card) {
	if f := a.Def.Static.AfterEntering; f != nil && inPlayZone(a.Zone) {
		f(g, a)
	}
}

// startingLife is what the ready minions of ally a's Methuselah add to
// its starting life as it is recruited.
func (g *Game) startingLife(a *Card) int {
	n := 0
	for _, id := range g.seats[a.Controller].Ready {
		c := g.cards[id]
		if f := c.Def.Static.StartingLife; f != nil && !c.Contested {
			n += f(g, c, a)
		}
	}
	return n
}
