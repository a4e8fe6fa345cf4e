package vtes

// "Not usable during the first action in a minion phase" (Channel 10;
// rules/vtes.md §3.4): each action announced, mandatory or not, is
// counted in the turn's marks (Game.marks, cleared at the end of the
// turn; a turn has one minion phase) as far as a second one, in the games
// with such a card only (CardDef.CountsActions): the others' states stay
// as they were.

// Marks of the first and of a later action announced this turn.
const (
	firstActionKey = -1<<20 - 1
	laterActionKey = -1<<20 - 2
)

// noteNthAction marks the turn with its first action, then with a later
// one; called as each action is announced.
func (g *Game) noteNthAction() {
	if !g.countsActions {
		return
	}
	if containsInt(g.marks, firstActionKey) {
		g.MarkOnce(laterActionKey)
		return
	}
	g.MarkOnce(firstActionKey)
}

// NoActionThisTurn reports whether no action was announced this turn, in
// the games with a card that counts them (CardDef.CountsActions).
func (g *Game) NoActionThisTurn() bool { return !containsInt(g.marks, firstActionKey) }

// NotFirstAction: an action is under way and it is not the first of this
// minion phase.
func NotFirstAction(g *Game, p *Play) bool {
	return g.action != nil && containsInt(g.marks, laterActionKey)
}
