package vtes

// A successful bleed (rules/vtes.md §3.5.1; [RB] 4-detailed-turn-sequence
// "Bleed": "If the action succeeds and the bleed amount is 1 or more,
// then the bleed is successful"). Every card that says "if the bleed is
// successful" (Social Charm, Public Trust, The Platinum Protocol,
// Revelation of the Serpent, Alamut) or "only usable if a bleed would be
// successful" (Spying Mission) asks these, never a count of its own: a
// bleed that succeeds for 0 is not successful.

// BleedAmount is the pool bleed a would burn if it resolved now: its
// bleed, the Static bonuses of the cards that apply to the actor, less
// the reductions; 0 once an effect made it burn no pool (Spying Mission).
// A negative amount counts as 0.
func (g *Game) BleedAmount(a *ActionState) int {
	if a == nil || a.NoBleed {
		return 0
	}
	return max(0, a.Bleed+g.staticBleed(a.Actor, a)-a.BleedReduction)
}

// BleedWouldSucceed reports whether the bleed in progress, unblocked so
// far, would be successful if it resolved now: a bleed amount of 1 or
// more.
//
// A bleed whose minion can no longer complete it (burned during the
// action: Archon Investigation) would not succeed (§14 C7, stillActing).
func BleedWouldSucceed(g *Game, p *Play) bool {
	return BleedAction(g, p) && !g.action.Blocked && g.stillActing(g.action) && g.BleedAmount(g.action) >= 1
}

// BleedSuccessful reports whether the resolved action a was a successful
// bleed: it succeeded and its target burned 1 pool or more.
func BleedSuccessful(a *ActionState) bool { return a != nil && a.Succeeded && a.PoolLost > 0 }
