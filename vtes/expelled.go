package vtes

// Minions barred for the rest of the turn from playing reaction cards,
// blocking and casting votes or ballots (Expulsion). The bans are turn
// marks (MarkOnce): cleared with the turn, hashed and replayed with it.

// expelledKey is the turn mark of minion m's ban, far below the other
// negative keys (freeactions.go, huntingground.go, blockresolution.go).
func expelledKey(m *Card) int { return -64<<32 - int(m.ID) }

// Expel bars minion m, until the end of the turn, from playing reaction
// cards, attempting to block and casting votes or ballots.
func (g *Game) Expel(m *Card) { g.MarkOnce(expelledKey(m)) }

// Expelled reports whether minion m is under such a ban this turn.
func (g *Game) Expelled(m *Card) bool { return m != nil && g.Marked(expelledKey(m)) }
