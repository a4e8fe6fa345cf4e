package vtes

// keptLocked reports whether a card in play keeps minion m locked. The
// cards in play with a PreventsUnlock are found from the game's list of
// them (noteCard), not a walk of every seat's cards: asked for every card
// unlocking. Whether one keeps m locked does not depend on their order.
func (g *Game) keptLocked(m *Card) bool {
	kept := false
	for _, id := range g.keepLockedCards {
		c := g.cards[id]
		if f := c.Def.Static.PreventsUnlock; f != nil && !c.Contested && g.inPlayNow(c) && f(g, c, m) {
			kept = true
		}
	}
	return kept
}

// unblockable reports whether a card in play makes the action
// unblockable (from the game's list of cards with an Unblockable, as
// keptLocked).
func (g *Game) unblockable(a *ActionState) bool {
	found := false
	for _, id := range g.unblockCards {
		c := g.cards[id]
		if f := c.Def.Static.Unblockable; f != nil && !c.Contested && g.inPlayNow(c) && f(g, c, a) {
			found = true
		}
	}
	return found
}

// anyInPlay reports whether some card of ids is in play (inPlayNow).
func (g *Game) anyInPlay(ids []CardID) bool {
	for _, id := range ids {
		if g.inPlayNow(g.cards[id]) {
			return true
		}
	}
	return false
}

// unlockPhase is §3.2: unlock everything but infernal minions, then, in a
// fixed order, the Edge, card contests, title contests, infernal minions
// and "during your unlock phase" effects.
func (g *Game) unlockPhase() {
	g.Phase = PhaseUnlock
	seat := g.Active
	if m := g.seats[seat]; m.handSizeUntilUnlock != 0 || m.Owed > 0 || m.withdrawing || len(m.Library) == 0 {
		g.unlockPhaseFirst(seat)
	}
	var infernal, contested []*Card
	g.eachControlled(seat, func(c *Card) {
		if g.isContested(c) {
			// For the contests (nothing before them changes a contest
			// or a controller: the unlocks, the Edge's pool).
			contested = append(contested, c)
		}
		if c.UsedUnlock || c.NoUnlock {
			g.changed(c)
		}
		c.UsedUnlock = false
		if c.NoUnlock {
			c.NoUnlock = false
			return
		}
		switch {
		case c.Contested || len(g.keepLockedCards) > 0 && g.keptLocked(c):
		case c.Def.Infernal && c.IsMinion():
			infernal = append(infernal, c) // does not unlock by itself (§10.4)
		default:
			g.Unlock(c)
		}
	})
	if g.Edge == seat {
		g.edgePool(seat)
	}
	if len(contested) > 0 {
		g.contests(seat, contested)
	}
	g.titleContests(seat)
	if len(infernal) > 0 {
		g.infernalUnlocks(seat, infernal)
	}
	if len(g.unlockCards) > 0 || len(g.anyUnlockCards) > 0 {
		g.unlockTriggers(seat)
	}
	g.burnOptionDiscards()
}

// unlockPhaseFirst is what comes first in seat's unlock phase, each rare
// (unlockPhase tests them inline: out of line, they keep its path short,
// BENCHMARKS, VS3): the end of a hand size "until your next unlock
// phase", the cards played without replacement drawn (G00025), a
// withdrawal.
func (g *Game) unlockPhaseFirst(seat int) {
	g.endHandSizeUntilUnlock(seat) // handsizeunlock.go
	if m := g.seats[seat]; m.Owed > 0 {
		// Cards played without replacement are drawn first (G00025).
		n := m.Owed
		m.Owed = 0
		m.changed()
		g.drawN(seat, n)
	}
	g.withdrawal(seat, g.mayWithdraw(seat))
}

// edgePool offers seat, holding the Edge, its pool (§3.2).
func (g *Game) edgePool(seat int) {
	if g.yesNo(seat, kindEdge, msgEdgeTakePool.Text()) {
		g.note(msgEdgePool.With(seatArg(seat)))
		old := g.because(causeEdge, nil)
		g.gainPool(seat, 1)
		g.restoreCause(old)
	}
}

// unlockTriggers runs the "during your unlock phase" effects of cards the
// active Methuselah, seat, controls, then effects that act in every
// unlock phase (Fame): only in a game with such cards (out of line:
// unlockPhase's path stays short, BENCHMARKS, VS3).
func (g *Game) unlockTriggers(seat int) {
	// (From the game's list of the cards with one, in the walk's order:
	// eachControlled's, inWalkOrder.)
	// The triggers are collected in the game's unlockBuf, which only this
	// phase uses and no phase nests in itself: a list a phase was ≈ 2 % of
	// the rules' allocations (BenchmarkReplay).
	triggers := g.inWalkOrder(g.unlockBuf[:0], g.unlockCards, func(c *Card) bool {
		return c.Controller == seat && c.Def.Static.OnUnlock != nil
	})
	g.unlockBuf = triggers
	for _, c := range triggers {
		if c.Controller == seat && (c.Zone != ZoneAsh && c.Zone != ZoneRemoved) {
			old := g.because(causeStatic, c) // Creeping Sabotage's burn names it
			c.Def.Static.OnUnlock(g, c)
			g.restoreCause(old)
		}
	}
	for s := range g.seats {
		if !g.anyInPlay(g.anyUnlockCards) {
			break // none in play (nothing run before changed that): no walks
		}
		any := g.unlockBuf[:0]
		g.eachInPlay(s, func(c *Card) {
			if c.Def.Static.OnAnyUnlock != nil {
				any = append(any, c)
			}
		})
		g.unlockBuf = any
		for _, c := range any {
			old := g.because(causeStatic, c)
			c.Def.Static.OnAnyUnlock(g, c, seat)
			g.restoreCause(old)
		}
	}
}

// burnOptionDiscards lets every Methuselah, in impulse order from the
// active one, discard one burn-option card that none of their minions
// could play, and draw its replacement: one each unlock phase, in anyone's
// unlock phase (§1.5.5, §3.2 item 3, §14 C9; checked at the moment of
// discarding, A28).
func (g *Game) burnOptionDiscards() {
	for _, seat := range g.impulseOrder(g.Active, -1, false) {
		m := g.seats[seat]
		if m.Ousted || g.unasked(seat, DecBurnOption) {
			continue // keeps its cards: not asked in the replay of a log (Foresee)
		}
		g.options()
		g.optionMsg(-1, msgKeepCards)
		for i, id := range m.Hand {
			if c := g.cards[id]; c.Def.BurnOption && g.firstCopy(m.Hand, i) && !g.anyMinionQualifies(seat, c) {
				g.optionMsg(int64(id), msgBurnOption, cardArg(c))
			}
		}
		if g.nopts() == 1 {
			continue
		}
		code := g.askCode(seat, kindBurnOption, msgBurnOptionAsk.Text())
		if code < 0 {
			continue
		}
		c := g.cards[code]
		g.put(c, ZoneAsh, c.Owner)
		g.note(msgDiscards.With(seatArg(seat), cardArg(c)))
		g.draw(seat)
	}
}

// anyMinionQualifies reports whether a minion seat controls, ready or in
// torpor, meets the requirements of one of the card's modes (§1.5.4:
// Disciplines, clan, title, vampire only; costs are not requirements). A
// card without requirements always qualifies.
func (g *Game) anyMinionQualifies(seat int, c *Card) bool {
	m := g.seats[seat]
	req := &c.Def.Requires
	for mi := range c.Def.Modes {
		md := &c.Def.Modes[mi]
		if md.Disc == NoDisc && req.Clan == "" && req.Path == "" && len(req.TitleIn) == 0 && !req.VampireOnly {
			return true // nothing to meet
		}
		for _, l := range [2][]CardID{m.Ready, m.Torpor} {
			for _, id := range l {
				if v := g.cards[id]; !v.Contested && g.qualifies(v, c, md) {
					return true
				}
			}
		}
	}
	return false
}

// qualifies reports whether minion v meets a mode's printed requirements,
// whatever its costs (§1.5.4).
func (g *Game) qualifies(v *Card, c *Card, md *Mode) bool {
	req := requirementsOf(c, md)
	granted := !v.IsVampire() && g.grantedPlay(v, md) != nil // an ally playing it as a vampire (asvampiregrant.go)
	if md.Disc != NoDisc && !granted && (!v.IsVampire() || g.Level(v, md.Disc) < md.Level ||
		md.Also != NoDisc && g.Level(v, md.Also) < md.Level || md.Extra != NoDisc && g.Level(v, md.Extra) < md.Level) {
		return false
	}
	switch {
	case req.VampireOnly && !v.IsVampire() && !granted:
		return false
	case !clanMeets(req, v):
		return false
	case req.Path != "" && !g.Follows(v, req.Path):
		return false
	case len(req.TitleIn) > 0 && !titleIn(g.TitleOf(v), req.TitleIn):
		return false
	}
	return true
}
