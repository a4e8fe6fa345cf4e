package vtes

// "When your predator or prey puts a minion in play" (Gran Madre di Dio,
// Italy; rules/vtes.md §3.6, §3.5.5): the cards in play, on a minion or
// not, whose Static.OnMinionEntered reacts to a minion put in play: a
// vampire moved out of the uncontrolled region or brought into play by an
// effect, an ally recruited or put in play. It runs once the minion is
// in its ready region, face up (a minion entering a contest is out of
// play, §10.1), in any phase: the hook says which it heeds.

// minionEntered runs the OnMinionEntered hooks of the cards in play for
// minion m, just put in play.
func (g *Game) minionEntered(m *Card) {
	if !g.minionEntryHooks || !m.IsMinion() || m.Contested || !inPlayZone(m.Zone) {
		return
	}
	var buf [4]*Card
	hooks := buf[:0]
	for id := nextInPlay(g.zones, 0); id >= 0; id = nextInPlay(g.zones, id+1) {
		if c := g.cards[id]; c.Def.Static.OnMinionEntered != nil && !c.Contested {
			hooks = append(hooks, c)
		}
	}
	for _, c := range hooks {
		if inPlayZone(c.Zone) && !c.Contested && inPlayZone(m.Zone) {
			old := g.because(causeStatic, c) // the log names it (ledger.go)
			c.Def.Static.OnMinionEntered(g, c, m)
			g.restoreCause(old)
		}
	}
}
