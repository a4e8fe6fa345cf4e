package vtes

// Marks that last a turn or an action (§3.4, §14 C10, C17, C18): a minion
// bled or took a political action this turn, a card's "once each turn"
// or "once each action" use, a Red List mark, a recruited ally's first
// turn, a locked minion woken for the action. The end of the turn and of
// the action clear them on the cards listed here, not on every card of
// the game: that walk touched some two hundred cards a turn and was a
// twentieth of a simulated game. Whatever sets a mark lists its card;
// CheckInvariants finds a mark set on a card not listed.

// markTurn lists c among the cards whose marks the end of the turn
// clears. The card changes: the hash forgets what it kept of it (a card
// in an ash heap may still be marked: Enchanting Gaze used once burned).
func (g *Game) markTurn(c *Card) {
	g.changed(c)
	if !c.turnListed {
		c.turnListed = true
		g.turnMarked = append(g.turnMarked, c.ID)
	}
}

// markAction lists c among the cards whose marks the end of the action
// clears, and has the hash forget what it kept of it, as markTurn.
func (g *Game) markAction(c *Card) {
	g.changed(c)
	if !c.actionListed {
		c.actionListed = true
		g.actionMarked = append(g.actionMarked, c.ID)
	}
}

// MarkUsedTurn marks a "once each turn" use of card c's ability
// (Card.UsedTurn), until the end of the turn.
func (g *Game) MarkUsedTurn(c *Card) {
	c.UsedTurn = true
	g.changed(c)
	g.markTurn(c)
}

// MarkUsedAction marks a "once each action" use of card c's ability
// (Card.UsedAction), until the end of the action.
func (g *Game) MarkUsedAction(c *Card) {
	c.UsedAction = true
	g.changed(c)
	g.markAction(c)
}

// turnMarks reports whether c bears a mark the end of the turn clears.
func (c *Card) turnMarks() bool {
	return c.Bled || c.Politicked || c.CannotAct || c.Woken || c.UsedTurn ||
		c.RedListMarked || c.RedListHunted || len(c.usedActions()) > 0
}

// checkMarks is the invariant of marks.go: every card bearing a mark of
// the turn or the action is listed for its end to clear.
func checkMarks(c *Card) bool {
	return (!c.turnMarks() || c.turnListed) && (!(c.Woken || c.UsedAction) || c.actionListed)
}
