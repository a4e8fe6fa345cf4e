package vtes

// Withdrawal (rules/vtes.md §8.3, §14 C43). A Methuselah whose library is
// empty and who starts their turn with fewer cards in hand than their hand
// size may declare a withdrawal in their unlock phase. If, until their
// next unlock phase, none of their minions enters combat or loses or
// spends blood (or life) and they neither lose nor spend pool, they leave
// the game then: the withdrawal's VP (rules option withdrawVP), nothing for
// their predator, and the seating relinks as for an ousting. A broken
// withdrawal may be declared again while they are still eligible.

// mayWithdraw reports whether seat may declare a withdrawal now: an empty
// library and strictly fewer cards in hand than the hand size.
func (g *Game) mayWithdraw(seat int) bool {
	m := g.seats[seat]
	return len(m.Library) == 0 && len(m.Hand) < g.HandSize(seat)
}

// withdrawal runs at the start of the active Methuselah's unlock phase: a
// declared withdrawal that held succeeds, one that broke is dropped; an
// eligible Methuselah may then declare one.
func (g *Game) withdrawal(seat int, eligible bool) {
	m := g.seats[seat]
	if m.withdrawing {
		if !m.withdrawBroken {
			g.withdraw(seat)
			return
		}
		m.withdrawing, m.withdrawBroken = false, false
		m.changed()
		g.note(msgWithdrawalBroken.With(seatArg(seat)))
	}
	if eligible && g.yesNo(seat, kindWithdraw, msgWithdrawAsk.Text()) {
		m.withdrawing = true
		m.changed()
		g.note(msgWithdrawalDeclared.With(seatArg(seat)))
	}
}

// breakWithdrawal records a loss or a combat that breaks seat's declared
// withdrawal (A21: paying, healing and being stolen from all count).
func (g *Game) breakWithdrawal(seat int) {
	if m := g.seats[seat]; m.withdrawing {
		m.withdrawBroken = true
		m.changed()
	}
}

// withdrawHalves is the withdrawal's reward in half victory points.
func (g *Game) withdrawHalves() int {
	return g.opts.withdrawHalves() // by the mode, or the withdrawVP option
}

// withdraw takes seat out of the game: its reward, its cards out of play
// as for an ousting (§14 C41), the Edge back to the centre; if one
// Methuselah is left, the game ends.
func (g *Game) withdraw(seat int) {
	m := g.seats[seat]
	m.withdrawing = false
	m.Withdrawn, m.Ousted, m.OustedAt = true, true, g.Turn
	m.changed()
	halves := g.takeVP(seat, g.withdrawHalves(), msgCauseWithdraw) // vpinstead.go
	m.VP += halves
	m.changed()
	if halves > 0 {
		g.noteVP(seat, halves, msgCauseWithdraw)
	}
	if m.Pool > 0 {
		old := g.because(causeWithdraw, nil)
		g.notePool(seat, m.Pool, 0)
		g.restoreCause(old)
	}
	m.Pool = 0
	m.changed()
	if g.Edge == seat {
		g.Edge = -1
	}
	g.note(msgWithdraws.With(seatArg(seat)))
	g.clearSeat(seat)
	g.checkLastStanding()
	if seat == g.Active {
		panic(turnOver{})
	}
}
