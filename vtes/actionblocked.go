package vtes

// Cards in play on no minion that heed a successful block of an action
// of their Methuselah's (rules/vtes.md §4.1 step 4), run as the block
// succeeds, before it resolves, in a game holding such a card:
//   - "until a bleed action is blocked" (Dream World, Static.OnActionBlocked;
//     Game.blockHeeders), first, before any blocker's or actor's trigger;
//   - "if any of your vampires are blocked, burn Millicent and your acting
//     vampire" (Millicent Smith, Static.OnOwnVampireBlocked;
//     Game.ownBlockedHooks), after the acting minion's own OnBlocked
//     triggers (blockResolution).
// Only the acting Methuselah's cards on no minion are looked at: a few
// cards, once a block.

// actionBlocked runs the OnActionBlocked hooks of the acting Methuselah's
// cards in play on no minion.
func (g *Game) actionBlocked(a *ActionState) {
	if g.blockHeeders {
		g.heedBlock(a, func(st *Static) blockHeed { return st.OnActionBlocked })
	}
}

// ownVampireBlocked runs the OnOwnVampireBlocked triggers when the blocked
// actor is a vampire.
func (g *Game) ownVampireBlocked(a *ActionState) {
	if g.ownBlockedHooks && a.Actor.IsVampire() {
		g.heedBlock(a, func(st *Static) blockHeed { return st.OnOwnVampireBlocked })
	}
}

// blockHeed is a card's hook on a blocked action of its Methuselah's.
type blockHeed = func(g *Game, c *Card, a *ActionState)

// heedBlock runs hook (read from each card's Static) of the acting
// Methuselah's cards in play on no minion, collected first (a hook may
// burn its card or the actor), while the card is in play and the action
// goes on.
func (g *Game) heedBlock(a *ActionState, hook func(*Static) blockHeed) {
	seat := a.Actor.Controller
	if seat < 0 || seat >= len(g.seats) {
		return
	}
	var buf [2]*Card
	heeding := buf[:0]
	for _, id := range g.seats[seat].InPlay {
		if c := g.cards[id]; hook(&c.Def.Static) != nil && !c.Contested {
			heeding = append(heeding, c)
		}
	}
	for _, c := range heeding {
		if c.Zone == ZoneInPlay && g.stillActing(a) {
			old := g.because(causeStatic, c) // the log names it (ledger.go)
			hook(&c.Def.Static)(g, c, a)
			g.restoreCause(old)
		}
	}
}
