package vtes

// "Unlock this vampire at the end of the turn" (Zephyr [cel];
// rules/vtes.md §3.8): a mark lasting the turn (MarkOnce) carries the
// effect to the end of the turn, where the vampire unlocks, in its ready
// region or in torpor, as the turn's limits are cleared.

// UnlockAtEndOfTurn has vampire v unlock at the end of this turn.
func (g *Game) UnlockAtEndOfTurn(v *Card) { g.MarkOnce(endTurnUnlockKey(v)) }

// endTurnUnlockKey is the turn mark of UnlockAtEndOfTurn for v.
func endTurnUnlockKey(v *Card) int { return endTurnUnlockBase - int(v.ID) }

// endTurnUnlockBase is the key of card 0; card i's is i below.
const endTurnUnlockBase = -73 << 32

// endOfTurnUnlocks unlocks the locked vampires marked by
// UnlockAtEndOfTurn, seat by seat, ready region then torpor (endTurn).
func (g *Game) endOfTurnUnlocks() {
	if len(g.marks) == 0 || g.over || !g.anyEndTurnUnlock() {
		return
	}
	for _, m := range g.seats {
		for _, l := range [2][]CardID{m.Ready, m.Torpor} {
			for _, id := range l {
				if v := g.cards[id]; v.Locked && g.Marked(endTurnUnlockKey(v)) {
					g.Unlock(v)
				}
			}
		}
	}
}

// anyEndTurnUnlock reports whether some mark of the turn may be an
// UnlockAtEndOfTurn's (a key of endTurnUnlockKey's range): one pass over
// the turn's marks, most turns none, not a search of them for every
// locked minion (BENCHMARKS, VS5).
func (g *Game) anyEndTurnUnlock() bool {
	for _, k := range g.marks {
		if k <= endTurnUnlockBase && k > endTurnUnlockBase-1<<32 {
			return true
		}
	}
	return false
}
