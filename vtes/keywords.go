package vtes

// Keywords of card text (rules/vtes.md §10.4, §14 C39, C45): Blood Curse,
// infernal, scarce, slave and sterile. The Red List has its own file
// (redlist.go).

// mayDiablerize reports whether a vampire may commit diablerie: a Blood
// Cursed one never does (§10.4, §7.4), nor one bearing a card that says
// it cannot (nodiablerie.go).
func (g *Game) mayDiablerize(v *Card) bool {
	return v.IsVampire() && !v.Def.BloodCurse && !g.bearsNoDiablerie(v)
}

// mayBringVampires reports whether a minion may take an action that
// brings a vampire into play: a sterile one may not (§10.4).
func mayBringVampires(m *Card, md *Mode) bool { return !md.BringsVampire || !m.Def.Sterile }

// infernalUnlocks is the infernal item of §3.2: an infernal minion did
// not unlock with the others; its controller may pay 1 pool to unlock it
// (§10.4, §14 C45). Paying the last pool is allowed, and ousts (A2).
func (g *Game) infernalUnlocks(seat int, infernal []*Card) {
	for _, c := range infernal {
		if !c.Locked || c.Controller != seat || !c.IsMinion() || c.Contested {
			continue
		}
		if g.yesNo(seat, kindChoose, msgInfernalAsk.With(cardArg(c))) {
			old := g.because(causeCard, c)
			g.burnPool(seat, 1)
			g.restoreCause(old)
			g.Unlock(c)
			g.note(msgInfernalUnlocked.With(cardArg(c)))
		}
	}
}

// scarcePool is what moving a scarce vampire out costs: 3 pool for each
// vampire of its clan its Methuselah already controls, ready or in
// torpor, face up (§10.4; §14 C39 counts only your own vampires, A15;
// legacy2005.scarceCountsAll counts everyone's).
func (g *Game) scarcePool(v *Card) int {
	if !v.Def.Scarce {
		return 0
	}
	n := 0
	for s, m := range g.seats {
		if s != v.Controller && !g.opts.ScarceCountsAll {
			continue
		}
		for _, l := range [2][]CardID{m.Ready, m.Torpor} {
			for _, id := range l {
				if o := g.cards[id]; o != v && o.IsVampire() && !o.Contested && o.Def.Clan == v.Def.Clan {
					n++
				}
			}
		}
	}
	return 3 * n
}

// mayDirect reports whether a minion may take directed actions: a slave
// only while its Methuselah controls a ready vampire of its master clan
// (§10.4).
func (g *Game) mayDirect(c *Card) bool {
	if c.Def.SlaveOf == "" {
		return true
	}
	for _, id := range g.seats[c.Controller].Ready {
		if o := g.cards[id]; o != c && o.IsVampire() && !o.Contested && o.Def.Clan == c.Def.SlaveOf {
			return true
		}
	}
	return false
}

// slaveTakesOver is the slave's ability (§10.4, A17): when a minion of
// its master clan is blocked, its Methuselah may lock an unlocked ready
// slave to take the acting minion's place: the acting minion unlocks and
// the slave enters combat with the blocker. The action stays blocked. It
// returns the minion that fights.
func (g *Game) slaveTakesOver(a *ActionState) *Card {
	actor := a.Actor
	seat := actor.Controller
	g.options()
	g.optionMsg(-1, msgNo)
	for _, id := range g.seats[seat].Ready {
		s := g.cards[id]
		if s != actor && s.Def.SlaveOf != "" && s.Def.SlaveOf == actor.Def.Clan && !s.Locked && !s.Contested {
			g.optionMsg(int64(s.ID), msgSlaveFights, cardArg(s))
		}
	}
	if g.nopts() == 1 {
		return actor
	}
	code := g.askCode(seat, kindChoose, msgSlaveAsk.With(cardArg(actor), cardArg(a.Blocker)))
	if code < 0 {
		return actor
	}
	s := g.cards[code]
	g.Lock(s)
	g.Unlock(actor)
	g.note(msgSlaveTakesOver.With(cardArg(s), cardArg(a.Blocker), cardArg(actor)))
	return s
}
