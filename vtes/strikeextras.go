package vtes

// Strikes that come "with 1 additional strike" (rules/vtes.md §6.5): the
// strike card is also the minion's one card or effect to gain additional
// strikes this round ("limited"), so it cannot be played once another
// one was used, even for its strike alone ([ANK 20220204], Dust Up).

// CanStrikeWithExtra: the minion is in combat and has not used a card or
// effect to gain additional strikes this round; unlike CanGainStrikes, it
// holds before the first strike pair too, when strikes are chosen.
func CanStrikeWithExtra(g *Game, p *Play) bool {
	cs := g.combat
	if cs == nil || p.Minion == nil {
		return false
	}
	side := cs.Side(p.Minion)
	return side >= 0 && !cs.gained[side]
}

// StrikeWithExtra makes strike s the minion's strike and gives it n
// additional strikes this round (§6.5).
func StrikeWithExtra(s Strike, n int) func(g *Game, p *Play) {
	return func(g *Game, p *Play) {
		g.SetStrike(p.Minion, s)
		g.GainStrikes(p.Minion, n)
	}
}
