package vtes

// "After a combat involving this vampire ends" (rules/vtes.md §6.8, ruling
// group G00071): the hooks of the combatants and of the cards on them,
// run once the combat is over, after the effects the combat itself
// registered (AfterThisCombat), before the action goes on. (The Red
// List's trophies after a combat are redlist.go's afterCombat.) "A minion
// in combat with" a card is Game.InCombatWith (endcombat.go): a minion
// that left the ready region during the combat is still the combat's, so
// the "after it leaves the ready region" triggers ask it (Egidia Arrú). Monster: "once
// each turn after a combat involving this vampire ends" ([ANK 20230314]:
// after combat effectively ends).

// combatOver runs the Static.AfterCombat hooks of both combatants and the
// cards on them.
func (g *Game) combatOver(cs *CombatState) {
	g.combatantHooks(cs, func(st *Static) func(*Game, *Card, *CombatState) { return st.AfterCombat })
}

// combatantHooks runs a combat hook of the Static (hook picks which) of
// both combatants and the cards on them, those still in play. The cards
// are collected first, as a hook may move them.
func (g *Game) combatantHooks(cs *CombatState, hook func(*Static) func(*Game, *Card, *CombatState)) {
	if g.combatEndHooks { // some card of the game has such a hook (defNotes)
		g.runCombatantHooks(cs, hook)
	}
}

// runCombatantHooks is combatantHooks' walk. Out of line: rare, keeps the
// round's end short (BENCHMARKS, VS3).
func (g *Game) runCombatantHooks(cs *CombatState, hook func(*Static) func(*Game, *Card, *CombatState)) {
	var hooked []*Card
	for _, m := range cs.Minion {
		g.eachOn(m, func(c *Card) {
			if hook(&c.Def.Static) != nil {
				hooked = append(hooked, c)
			}
		})
	}
	for _, c := range hooked {
		if inPlayZone(c.Zone) && !c.Contested {
			oldCause := g.because(causeStatic, c) // the log names it (ledger.go)
			hook(&c.Def.Static)(g, c, cs)
			g.restoreCause(oldCause)
		}
	}
}

// AfterCombat registers f to run once combat cs has ended, as
// AfterThisCombat does for the current combat: for a combat's setup
// (OnBlockCombat), which runs before the combat is the current one ("if
// this vampire blocks, … after block resolution": Truth in Darkness).
func (cs *CombatState) AfterCombat(f func(g *Game)) { cs.after = append(cs.after, f) }
