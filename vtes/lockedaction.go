package vtes

// Actions taken by a locked vampire ("Only usable by a locked vampire":
// Force of Will; rules/vtes.md §3.5, §4.1): an action card's mode with
// ByLocked is offered to a ready locked vampire, which may take no other
// action (§3.5: acting locks the minion), and to no unlocked one. The
// vampire stays locked as it acts (announce). Only games holding such a
// card look for them (Game.lockedActions).

// canActLocked reports whether ready minion c may take a locked
// vampire's action now: a locked vampire, not contested, not barred from
// acting, its owed bleed apart (mustbleed.go).
func (g *Game) canActLocked(c *Card) bool {
	return c.Locked && c.IsVampire() && !c.Contested && !c.CannotAct && !c.Def.NoActions &&
		!g.owesBleed(c)
}
