package vtes

// influencePhase is §3.6 under the current rules (§14 C37): transfers, and
// at any moment a vampire with blood at least its capacity may be moved to
// the ready region.
func (g *Game) influencePhase() {
	g.Phase = PhaseInfluence
	seat := g.Active
	m := g.seats[seat]
	g.clearInfluenceEntries(seat) // influenceentry.go
	if g.influenceHooks {         // only a game with such cards walks for them (defnotes.go)
		g.influenceTriggers(seat) // influencetrigger.go (an oust ends the turn: checkOusts)
	}
	m.transfers = g.transfersFor(seat)
	if g.influenceHooks {
		m.transfers += g.transferEffects(seat) // transfers.go
	}
	m.changed()
	for {
		if !g.influenceOptions(seat) {
			break
		}
		code := g.askCode(seat, kindInfluence, msgInfluenceAsk.With(intArg(m.transfers), intArg(m.Pool)))
		if code == -1 {
			break
		}
		if codeKindOf(code) == codeAbility {
			g.execute(seat, code)
			continue
		}
		g.influence(seat, code)
		g.handSizesChanged() // handsize.go
	}
	if g.opts.AutoReveal {
		for _, id := range append([]CardID(nil), m.Uncontrolled...) {
			if v := g.cards[id]; v.IsVampire() && v.Blood >= g.Capacity(v) {
				g.reveal(v)
			}
		}
	}
}

// influenceOptions lists the influence phase's options, and reports
// whether there is a choice to ask. Apart from influencePhase: the frames
// under a waiting decision are a waiting game's stack (turn).
//
//go:noinline
func (g *Game) influenceOptions(seat int) bool {
	if g.unasked(seat, DecInfluence) {
		return false // ending the phase alone: not asked in the replay of a log (Foresee)
	}
	g.options()
	g.optionMsg(-1, msgEndPhase, phaseArg(PhaseInfluence))
	g.cut(seat, DecInfluence) // nothing reads the whole list (Game.cut)
	g.offerInfluence(seat)
	g.offerAbilities(seat, StepInfluence)
	g.cutting = false
	return g.nopts() > 1
}

// transfersFor: 1, 2 and 3 transfers on the game's first three turns, 4
// after (§3.6, §14 C40); by seat's first turn under transfer-handicap=seat.
func (g *Game) transfersFor(seat int) int {
	n := g.Turn
	if g.opts.SeatHandicap {
		n = g.seats[seat].turns
		if n == 1 {
			// the seat's position in the first round
			n = 1
			for s := g.firstSeat(); s != seat; s = g.nextSeat(s) {
				n++
			}
		} else {
			n = 4
		}
	}
	return min(n, 4)
}

// firstSeat is the seat that played the first turn.
func (g *Game) firstSeat() int { return g.first }

// Influence option codes: kind in the top bits, then a card id.
const (
	infAdd int64 = iota + 1
	infTake
	infDraw
	infReveal
	infMerge
)

func infCode(k int64, id CardID) int64 { return kindCode(codeInfluence, k<<40|int64(id)) }

// offerInfluence adds the transfers seat can afford. The options come in
// groups, so that their numbers do not shift in the middle of the phase
// (issue 19): the transfers to each vampire first, in the region's order,
// then the crypt draw, the vampires to bring out, the merges, the blood
// to take back (which appears once a vampire has some).
func (g *Game) offerInfluence(seat int) {
	// A loop a group, each skipped when seat cannot afford it: one loop
	// of five passes tested every pass at every vampire (≈ 1 % of a
	// replay's mispredicted branches). Every option is listed after a
	// test of enough, as before: the same options come.
	m := g.seats[seat]
	if m.transfers >= 1 && m.Pool >= 1 {
		for _, id := range m.Uncontrolled {
			if g.enough() {
				return // a replay has the option it needs (Game.cut)
			}
			if v := g.cards[id]; v.IsVampire() {
				g.optionMsg(infCode(infAdd, v.ID), msgTransferTo, cardArg(v), intArg(v.Blood), intArg(g.Capacity(v)))
			}
		}
	}
	if m.transfers >= 4 && len(m.Crypt) > 0 && m.Pool >= 1 {
		if g.enough() {
			return
		}
		g.optionMsg(infCode(infDraw, 0), msgDrawCrypt)
	}
	if !g.opts.AutoReveal {
		for _, id := range m.Uncontrolled {
			if g.enough() {
				return
			}
			if v := g.cards[id]; v.IsVampire() && v.Blood >= g.Capacity(v) {
				g.offerReveal(seat, v)
			}
		}
	}
	if m.transfers >= 4 && m.Pool >= 1 {
		for _, id := range m.Uncontrolled {
			if g.enough() {
				return
			}
			if v := g.cards[id]; v.IsVampire() {
				if p := g.mergePartner(seat, v); p != nil {
					g.optionMsg(infCode(infMerge, v.ID), msgMerge, cardArg(v), cardArg(p))
				}
			}
		}
	}
	if m.transfers >= 2 {
		for _, id := range m.Uncontrolled {
			if g.enough() {
				return
			}
			if v := g.cards[id]; v.IsVampire() && v.Blood > 0 {
				g.optionMsg(infCode(infTake, v.ID), msgTransferFrom, cardArg(v))
			}
		}
	}
}

// offerReveal offers seat to move vampire v, with blood to its capacity,
// to its ready region, unless it would contest itself; a scarce one says
// what it costs.
func (g *Game) offerReveal(seat int, v *Card) {
	if g.contestsItself(seat, v) {
		return
	}
	if n := g.scarcePool(v); n > 0 {
		g.optionMsg(infCode(infReveal, v.ID), msgRevealScarce, cardArg(v), intArg(n))
	} else {
		g.optionMsg(infCode(infReveal, v.ID), msgReveal, cardArg(v))
	}
}

// controlsCopy reports whether seat already controls in play another card
// of v's name (contestsItself: a second copy is never brought in, §14 C13).
func (g *Game) controlsCopy(seat int, v *Card) bool {
	found := false
	g.eachInPlay(seat, func(c *Card) {
		if c != v && c.Def.Name == v.Def.Name {
			found = true
		}
	})
	return found
}

func (g *Game) influence(seat int, code int64) {
	m := g.seats[seat]
	code = codeValueOf(code)
	v := g.cards[code&(1<<40-1)]
	g.payer = seat + 1
	defer func() { g.payer = 0 }()
	defer g.restoreCause(g.cause)
	switch code >> 40 {
	case infAdd:
		m.transfers--
		m.changed()
		v.Blood++
		g.changed(v)
		g.because(causeTransfer, v)
		g.burnPool(seat, 1)
	case infTake:
		m.transfers -= 2
		m.changed()
		v.Blood--
		g.changed(v)
		g.because(causeTakeBack, v)
		g.gainPool(seat, 1)
	case infDraw:
		m.transfers -= 4
		m.changed()
		g.because(causeDrawCrypt, nil)
		g.burnPool(seat, 1)
		if len(m.Crypt) > 0 {
			c := g.cards[m.Crypt[len(m.Crypt)-1]]
			g.put(c, ZoneUncontrolled, seat)
		}
	case infReveal:
		g.reveal(v)
	case infMerge:
		g.merge(seat, v)
	}
}

// reveal moves an uncontrolled vampire with enough blood to the ready
// region, unlocked; excess blood drains (§14 C37). A scarce vampire costs
// 3 pool per vampire of its clan its Methuselah already controls, paid as
// it moves (§10.4, §14 C39).
func (g *Game) reveal(v *Card) {
	if g.asEntering(v) { // asentering.go
		return
	}
	scarce := g.scarcePool(v)
	g.put(v, ZoneReady, v.Controller)
	g.Unlock(v)
	g.trim(v)
	g.note(msgRevealed.With(seatArg(v.Controller), cardArg(v)))
	g.enterPlay(v)
	if scarce > 0 {
		g.note(msgScarcePaid.With(seatArg(v.Controller), intArg(scarce), cardArg(v)))
		old := g.because(causeCard, v)
		g.burnPool(v.Controller, scarce)
		g.restoreCause(old)
	}
}

// AddUncontrolledBlood adds blood from the bank to a vampire in the
// uncontrolled region, above capacity if need be (Enchant Kindred, Art
// Museum; §3.6).
func (g *Game) AddUncontrolledBlood(v *Card, n int) {
	g.changed(v)
	v.Blood += n
	// The vampire is face down: the log names its place, not the card
	// (§13.6).
	g.note(msgUncontrolledGains.With(seatArg(v.Owner), intArg(n)))
}
