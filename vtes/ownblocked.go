package vtes

// Cards in play that react to their Methuselah's vampire being blocked
// (rules/vtes.md §4.1 step 4): "if any of your vampires are blocked,
// burn Millicent and your acting vampire (without combat)" (Millicent
// Smith, Static.OnOwnVampireBlocked). They run once the block has
// succeeded, before it resolves, after the acting minion's own OnBlocked
// triggers; only in games holding such a card (Game.ownBlockedHooks).

// ownVampireBlocked runs the OnOwnVampireBlocked triggers of the cards in
// the acting vampire's Methuselah's play region; they are collected
// first, as they may burn cards.
func (g *Game) ownVampireBlocked(a *ActionState) {
	if !a.Actor.IsVampire() {
		return
	}
	var trig []*Card
	for _, id := range g.seats[a.Actor.Controller].InPlay {
		if c := g.cards[id]; c.Def.Static.OnOwnVampireBlocked != nil && !c.Contested {
			trig = append(trig, c)
		}
	}
	for _, c := range trig {
		if c.Zone == ZoneInPlay && g.stillActing(a) {
			oldCause := g.because(causeStatic, c) // the log names it (ledger.go)
			c.Def.Static.OnOwnVampireBlocked(g, c, a)
			g.restoreCause(oldCause)
		}
	}
}
