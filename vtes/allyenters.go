package vtes

// Effects of an ally as it enters play ("after this ally enters play,
// burn it unless you remove an ally or vampire in your ash heap from the
// game": Rotting Behemoth), recruited (RecruitAlly) or brought back from
// the ash heap (AllyFromAsh): Static.AfterEntering.

// afterAllyEnters runs ally a's AfterEntering, a still in play.
func (g *Game) afterAllyEnters(a *Card) {
	if f := a.Def.Static.AfterEntering; f != nil && inPlayZone(a.Zone) {
		f(g, a)
	}
}
