package vtes

// "About to leave the ready region" (rules/vtes.md §13.2, §7.6): effects
// that act on a minion before it leaves the ready region (Priority
// Contract: "if the attached minion is about to leave the ready region,
// you can burn this card"), while the cards on it are still there, and
// what a minion carried as it left, for the "after it leaves" triggers
// (Static.OnLeaveReady) that ask about the cards it had (The Black
// Throne, ruling [PIB 20150512]).

// departure is a minion on its way out of the ready region: the
// contracts it carried as it began to leave. It lives only while the
// move is under way (put, burn, remove) and is rebuilt identically on
// replay, so it is no part of the hash.
type departure struct {
	minion    CardID
	contracts []CardID
}

// beginLeaving runs the OnLeavingReady triggers of the cards in play for
// minion m, about to leave the ready region, and records what m carries.
// It reports false when m's departure is already under way (a burn runs
// it before burning the cards on the minion; its move then does not run
// it twice).
func (g *Game) beginLeaving(m *Card) bool {
	for _, d := range g.departing {
		if d.minion == m.ID {
			return false
		}
	}
	d := departure{minion: m.ID}
	for _, id := range m.Attached {
		if g.cards[id].Def.Contract {
			d.contracts = append(d.contracts, id)
		}
	}
	g.departing = append(g.departing, d)
	for _, c := range g.inPlayWhere(g.leavingReadyCards, func(c *Card) bool { return c.Def.Static.OnLeavingReady != nil }) {
		if inPlayZone(c.Zone) && m.Zone == ZoneReady {
			oldCause := g.because(causeStatic, c) // the log names it (ledger.go)
			c.Def.Static.OnLeavingReady(g, c, m)
			g.restoreCause(oldCause)
		}
	}
	return true
}

// endLeaving forgets m's departure once its move and the triggers after
// it are over.
func (g *Game) endLeaving(m *Card) {
	for i, d := range g.departing {
		if d.minion == m.ID {
			g.departing = append(g.departing[:i], g.departing[i+1:]...)
			return
		}
	}
}
