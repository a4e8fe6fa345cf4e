package vtes

// "Do not replace until after combat" (rules/vtes.md §1.5.3; Groundfighting,
// Disengage, Dodge): a card played during a combat with
// CardDef.ReplaceAfterCombat is replaced once that combat has ended, as
// its "after combat" effects run (AfterThisCombat, G00071). Meanwhile the
// hand counts it owed with the cards replaced after the action
// (Methuselah.owedAction, HandSize), so that the hash and the positions
// see it. Played outside a combat, the card is replaced as usual.

// oweAfterCombat notes card c, played from seat's hand during a combat,
// to be replaced after the combat, and reports whether it did.
func (g *Game) oweAfterCombat(seat int, c *Card) bool {
	if !c.Def.ReplaceAfterCombat || g.combat == nil {
		return false
	}
	m := g.seats[seat]
	m.owedAction++
	m.changed()
	g.AfterThisCombat(func(g *Game) {
		if m.owedAction == 0 {
			return // the action's end replaced it already
		}
		m.owedAction--
		m.changed()
		if !m.Ousted {
			g.drawN(seat, 1)
		}
	})
	return true
}
