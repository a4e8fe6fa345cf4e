package vtes

// Effects "at the end of the turn" of a card its own effect marked this
// turn (rules/vtes.md §3.8): "if the action to equip with the Leather
// Jacket is successful, unlock the acting minion at the end of the turn"
// (Static.AtEndOfTurn). The mark is the card's UsedTurn (MarkUsedTurn):
// hashed and written in positions like any per-turn mark, and cleared as
// the turn ends, right after these effects.

// atEndOfTurn runs the AtEndOfTurn effects of the cards marked this
// turn, still in play, in the order they were marked.
func (g *Game) atEndOfTurn() {
	var trig []*Card
	for _, id := range g.turnMarked {
		if c := g.cards[id]; c.UsedTurn && c.Def.Static.AtEndOfTurn != nil {
			trig = append(trig, c)
		}
	}
	for _, c := range trig {
		if inPlayZone(c.Zone) && !c.Contested && !g.over {
			oldCause := g.because(causeStatic, c) // the log names it (ledger.go)
			c.Def.Static.AtEndOfTurn(g, c)
			g.restoreCause(oldCause)
		}
	}
}
