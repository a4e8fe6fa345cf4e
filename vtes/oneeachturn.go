package vtes

// "A minion can play only one X each turn" (As the Crow; at superior:
// "a vampire can play only one Instantaneous Transformation at superior
// each turn"): a mode with Mode.OneEachTurn leaves a turn mark of its
// card and minion as it is played, cancelled or not (the card was
// played), and is not playable by a minion bearing that mark. The mark is
// the card's, so that the other modes with the flag share it; modes
// without it are not limited.

// oneEachTurnKey is the turn mark of card d played by minion m with a
// OneEachTurn mode: below every other key (card ids fit in 20 bits, card
// numbers of a game in 16).
func oneEachTurnKey(d *CardDef, m *Card) int { return -(1 << 40) - d.ID<<16 - int(m.ID) }

// oneEachTurnSpent reports whether minion m already played card d with a
// OneEachTurn mode this turn.
func (g *Game) oneEachTurnSpent(md *Mode, d *CardDef, m *Card) bool {
	return md.OneEachTurn && m != nil && g.Marked(oneEachTurnKey(d, m))
}

// markOneEachTurn records that minion m plays card d with mode md.
func (g *Game) markOneEachTurn(md *Mode, d *CardDef, m *Card) {
	if md.OneEachTurn && m != nil {
		g.MarkOnce(oneEachTurnKey(d, m))
	}
}
