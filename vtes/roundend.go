package vtes

// "At the end of each round" of a combat, for a combatant (rules/vtes.md
// §6, §14 C32 the end-of-round step): Static.AtRoundEnd of the combatants
// and of the cards on them runs as the round ends, after the presses and
// also when the round ended early ([RTR 20030519] on Ossian), before the
// end-of-round window's cards.

// roundEnds runs the AtRoundEnd hooks of both combatants and the cards on
// them. The cards are collected first, as a hook may move them.
func (g *Game) roundEnds(cs *CombatState) {
	var hooked []*Card
	for _, m := range cs.Minion {
		g.eachOn(m, func(c *Card) {
			if c.Def.Static.AtRoundEnd != nil {
				hooked = append(hooked, c)
			}
		})
	}
	for _, c := range hooked {
		if inPlayZone(c.Zone) && !c.Contested {
			oldCause := g.because(causeStatic, c) // the log names it (ledger.go)
			c.Def.Static.AtRoundEnd(g, c, cs)
			g.restoreCause(oldCause)
		}
	}
}
