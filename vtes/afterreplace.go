package vtes

// "After you replace a card this vampire played" (Duality: "you can draw
// 1 additional card"; rules/vtes.md §1.5.3): a vampire's text that runs
// once the card it played from the hand was replaced, before the card
// takes effect. A card not replaced at once (no library left, "do not
// replace until…") does not trigger it then.

// replacePlayed replaces the card p played from its Methuselah's hand
// (§1.5.3), an action card as it is announced or any other card as it is
// played, then runs what heeds the replacement: the playing minion's
// AfterReplace (Duality) and the cards on an acting minion
// (actingreplace.go).
func (g *Game) replacePlayed(p *Play) {
	seat := p.Seat
	hand := len(g.seats[seat].Hand)
	g.replace(seat, p.Card)
	if h := g.seats[seat].Hand; len(h) > hand {
		p.Drawn = g.cards[h[len(h)-1]]
		if g.afterReplaceHooks || g.drawMoreActing { // most games have neither card
			g.heedReplaced(p, hand)
		}
	}
}

// heedReplaced runs what heeds the replacement of the card p played, its
// Methuselah's hand having had hand cards before: the minion's
// AfterReplace, the cards on an acting minion. Out of line: rare, keeps
// playCard's path short (BENCHMARKS, VS5).
func (g *Game) heedReplaced(p *Play, hand int) {
	g.afterReplaced(p)
	g.actingReplaced(p.Seat, p.Minion, hand)
}

// afterReplaced runs the AfterReplace of the minion that played p, if its
// replacement was drawn.
func (g *Game) afterReplaced(p *Play) {
	m := p.Minion
	if m == nil || p.Drawn == nil || m.Def.Static.AfterReplace == nil || !inPlayZone(m.Zone) {
		return
	}
	old := g.because(causeStatic, m)
	m.Def.Static.AfterReplace(g, m, p)
	g.restoreCause(old)
}
