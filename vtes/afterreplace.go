package vtes

// "After you replace a card this vampire played" (Duality: "you can draw
// 1 additional card"; rules/vtes.md §1.5.3): a vampire's text that runs
// once the card it played from the hand was replaced, before the card
// takes effect. A card not replaced at once (no library left, "do not
// replace until…") does not trigger it then.

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
