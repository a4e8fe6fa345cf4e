package vtes

// "Until a bleed action is blocked" (Dream World; rules/vtes.md §4.1 step
// 4): the cards in play on no minion of the acting Methuselah heeding a
// successful block of their actions (Static.OnActionBlocked), run as the
// block succeeds, before it resolves, in a game holding such a card
// (Game.blockHeeders). Only the acting Methuselah's cards
// on no minion are looked at: a few cards, once a block.

// actionBlocked runs the OnActionBlocked hooks of the acting Methuselah's
// cards in play on no minion, collected first (a hook may burn its card).
func (g *Game) actionBlocked(a *ActionState) {
	seat := a.Actor.Controller
	if !g.blockHeeders || seat < 0 || seat >= len(g.seats) {
		return
	}
	var buf [2]*Card
	hooks := buf[:0]
	for _, id := range g.seats[seat].InPlay {
		if c := g.cards[id]; c.Def.Static.OnActionBlocked != nil && !c.Contested {
			hooks = append(hooks, c)
		}
	}
	for _, c := range hooks {
		if c.Zone == ZoneInPlay {
			old := g.because(causeStatic, c) // the log names it (ledger.go)
			c.Def.Static.OnActionBlocked(g, c, a)
			g.restoreCause(old)
		}
	}
}
