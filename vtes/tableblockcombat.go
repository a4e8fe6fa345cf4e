package vtes

// Cards in play on no minion that act on every combat a block starts
// (rules/vtes.md §4.1 step 4, §6.1): "during the first combat between an
// acting vampire and a blocking vampire each turn, neither combatant may
// end combat as a strike in the first round" (NSA Trio;
// Static.OnAnyBlockCombat). They run as the combat's setup, before its
// first round, after the action's own block-combat effects.

// tableBlockCombat reports whether some card in play on no minion has an
// OnAnyBlockCombat effect.
func (g *Game) tableBlockCombat() bool {
	for _, m := range g.seats {
		for _, id := range m.InPlay {
			if g.cards[id].Def.Static.OnAnyBlockCombat != nil {
				return true
			}
		}
	}
	return false
}

// anyBlockCombat runs the OnAnyBlockCombat effects of the cards in play on
// no minion on cs, a combat a block starts, in seat order.
func (g *Game) anyBlockCombat(cs *CombatState) {
	var trig []*Card
	for _, m := range g.seats {
		for _, id := range m.InPlay {
			if c := g.cards[id]; c.Def.Static.OnAnyBlockCombat != nil && !c.Contested && c.Zone == ZoneInPlay {
				trig = append(trig, c)
			}
		}
	}
	for _, c := range trig {
		oldCause := g.because(causeStatic, c) // the log names it (ledger.go)
		c.Def.Static.OnAnyBlockCombat(g, c, cs)
		g.restoreCause(oldCause)
	}
}
