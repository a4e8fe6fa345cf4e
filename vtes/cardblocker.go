package vtes

// A card in play that attempts to block as a vampire ("this card can
// attempt to block an action directed at you (or a card you control) and
// is considered a 9-capacity infernal vampire with +2 intercept during
// that attempt": Unleash Hell's Fury; rules/vtes.md §4.2, §4.3). Its
// Static.BlocksAs is the vampire it is considered during the attempt:
// the capacity Game.Capacity gives it, and what the bars of the action
// (ActionState.CannotBlock: "vampires cannot block") see. It may attempt
// locked or not ([LSJ 20100210]) and is not locked by it; it has no
// blood, plays no card and pays no blood to block ([LSJ 19970707]:
// "any vampire attempting to block burns 1 blood" does not stop it). Once
// tried it is, as any minion, not asked again in that action (the same
// minion for every attempt, [LSJ 20100210]). When its block succeeds,
// Static.OnCardBlock applies first, no other effect before it
// ([ANK 20210627]); then the acting minion's OnBlocked triggers and the
// window before block resolution; no combat follows.

// IsCardBlocker reports whether card c is a card in play that can attempt
// to block as a vampire (Static.BlocksAs).
func IsCardBlocker(c *Card) bool { return c.Def.Static.BlocksAs != nil && c.Zone == ZoneInPlay }

// offerCardBlockers offers, to seat deciding whether to block action a,
// the cards in play seat controls that may attempt to block it and were
// not tried yet: only an action directed at seat.
func (g *Game) offerCardBlockers(a *ActionState, seat int, tried []*Card) {
	if !g.cardBlockers || !a.Aims(seat) {
		return
	}
	for _, id := range g.seats[seat].InPlay {
		if c := g.cards[id]; IsCardBlocker(c) && !c.Contested && !cardIn(c, tried) && g.cardMayBlock(a, c) {
			g.optionMsg(int64(c.ID), msgBlockWithIntercept, cardArg(c), intArg(g.blockerIntercept(c, a)))
		}
	}
}

// cardMayBlock reports whether card blocker c may attempt to block action
// a: no bar of the action stops it, as itself or as the vampire it is
// considered ("vampires cannot block": Daring the Dawn).
func (g *Game) cardMayBlock(a *ActionState, c *Card) bool {
	as := &Card{ID: c.ID, Def: c.Def.Static.BlocksAs, Owner: c.Owner, Controller: c.Controller, Zone: ZoneReady}
	for _, f := range a.CannotBlock {
		if f(c) || f(as) {
			return false
		}
	}
	return !g.blockBanned(c, a.Actor)
}

// stillBlocking reports whether would-be blocker b can go on with its
// attempt: a minion still ready, or a card blocker still in play.
func stillBlocking(b *Card) bool { return b.Ready() || IsCardBlocker(b) }

// cardBlocked resolves the successful block of card blocker b: its
// OnCardBlock, then the acting minion's OnBlocked triggers and the window
// before block resolution (blockresolution.go); no lock, no combat.
func (g *Game) cardBlocked(a *ActionState, b *Card) {
	g.note(msgBlocked.With(cardArg(b), cardArg(a.Actor)))
	if f := b.Def.Static.OnCardBlock; f != nil {
		old := g.because(causeStatic, b) // the log names it (ledger.go)
		f(g, b, a)
		g.restoreCause(old)
	}
	g.blockResolution(a)
}
