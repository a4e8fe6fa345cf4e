package vtes

// Counters a card loses when another minion gains control of it ("remove
// all counters from this card if another minion gains control of it":
// Seal of Veddartha; rules/vtes.md §1.6): an equipment moved to another
// minion (an equip action between minions, a strike taking it, a
// diablerist, an effect moving it: all go through Game.attach) arrives
// with none. Static.CountersStayBehind says it.

// dropCountersOnMove clears card c's counters as it goes on host, when
// it was on another minion and its counters stay behind.
func (g *Game) dropCountersOnMove(c, host *Card) {
	if c.Def.Static.CountersStayBehind && c.Zone == ZoneAttached && c.Host != host.ID && c.Counters != 0 {
		g.SetCounters(c, 0)
	}
}
