package vtes

// BarUnlocks says "during this action, minions cannot unlock" (The
// Sleeping Mind [DOM]): until the action is over, Unlock leaves every
// card as it is, the unlocks after its resolution included ([PIB
// 20150703]: Freak Drive, Cats' Guidance). A wake effect does not unlock
// (§14 C3) and stays playable. Outside an action it does nothing.
func (g *Game) BarUnlocks() {
	if g.action != nil {
		g.action.NoUnlock = true
	}
}

// UnlocksBarred reports whether an effect of the current action bars
// minions from unlocking (BarUnlocks).
func (g *Game) UnlocksBarred() bool { return g.action != nil && g.action.NoUnlock }
