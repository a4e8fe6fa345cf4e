package vtes

// discardPhase is §3.7: 1 DPA, to discard a card and draw, or to put an
// event into play (one per discard phase, each event once per game, A11).
func (g *Game) discardPhase() {
	g.Phase = PhaseDiscard
	seat := g.Active
	m := g.seats[seat]
	m.dpa = 1
	m.eventPlayed = false
	m.handSizeUntilDiscard = 0 // handsizediscard.go
	m.changed()
	if m.owedDiscard > 0 {
		g.replaceAtDiscard(seat) // replacediscard.go
	}
	defer func() {
		m.eventPlayed = false
		m.changed()
	}()
	if len(g.anyDiscardCards) > 0 {
		g.discardPhaseStarts(seat) // discardtrigger.go
	}
	if len(g.marks) > 0 {
		g.discardUnlocks(seat) // discardunlock.go
	}
	for {
		if g.unasked(seat, DecDiscard) {
			break // ending the phase alone: not asked in the replay of a log (Foresee)
		}
		g.options()
		g.optionMsg(-1, msgEndPhase, phaseArg(PhaseDiscard))
		g.cut(seat, DecDiscard) // nothing reads the whole list (Game.cut)
		if m.dpa > 0 {
			for i, id := range m.Hand {
				if g.enough() {
					break
				}
				if g.firstCopy(m.Hand, i) {
					g.optionMsg(int64(id), msgDiscardCard, cardArg(g.cards[id]))
				}
			}
			g.offerPlays(seat, StepAny, role{kinds: []PlayKind{PlayEvent}})
		}
		g.offerAbilities(seat, StepDiscardPhase)
		g.cutting = false
		if g.nopts() == 1 {
			break
		}
		code := g.askCode(seat, kindDiscard, msgDiscardAsk.With(intArg(m.dpa)))
		if code == -1 {
			break
		}
		if g.discardPhaseAbility(seat, code) {
			continue
		}
		m.dpa--
		m.changed()
		if codeKindOf(code) == codeValue { // a card to discard, not an event (codes.go)
			c := g.cards[code]
			g.put(c, ZoneAsh, seat)
			g.note(msgDiscards.With(seatArg(seat), cardArg(c)))
			g.draw(seat)
			if len(g.discardActionCards) > 0 {
				g.discarded(seat, c) // discardphase.go
			}
			continue
		}
		g.playEvent(seat, code)
	}
	for s := range g.seats {
		if !g.seats[s].Ousted {
			g.refill(s)
		}
	}
}

// playEvent puts into play the event the code names, with seat's
// discard phase action (§3.7, A11). Out of line: rare, keeps
// discardPhase's path short (BENCHMARKS, VS3).
func (g *Game) playEvent(seat int, code int64) {
	c, _, _, _ := g.decodePlay(code)
	g.events = append(g.events, c.Def.ID)
	g.seats[seat].eventPlayed = true
	g.seats[seat].changed()
	g.execute(seat, code)
}
