package vtes

// Recruiting an ally chosen from the library ("search your library for
// an ally; this vampire recruits that ally (requirements and cost apply
// as normal)": The Summoning [PRE]). As for equipment chosen so
// (equipchosen.go), "as normal" is the ally card's recruit mode from the
// hand: its requirements (a minion that cannot recruit cannot, §3.5.4)
// and its cost with the modifiers in play; not a unique ally its
// Methuselah already controls (§14 C13). The ally cannot act this turn
// (RecruitAlly; [RBK recruit-ally]).

// MayRecruitChosen reports whether minion m, of seat, may recruit ally
// c with its requirements met and its cost paid as normal.
func (g *Game) MayRecruitChosen(seat int, m, c *Card) bool {
	return c.Def.Types.Has(Ally) && !g.contestsItself(seat, c) && g.MayEquipChosen(seat, m, c)
}

// RecruitChosen has minion m, of seat, recruit ally c (MayRecruitChosen),
// paying its cost as normal and resolving its recruit mode.
func (g *Game) RecruitChosen(seat int, m, c *Card) {
	p := g.equipPlay(seat, m, c)
	if p.Mode == nil {
		return
	}
	p.Paid = g.CostOf(p)
	g.pay(p, p.Paid)
	if p.Mode.Resolve != nil && !g.seats[seat].Ousted {
		old := g.because(causeCard, c)
		p.Mode.Resolve(g, p)
		g.restoreCause(old)
	}
}
