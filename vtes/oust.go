package vtes

// Pool, blood and ousting (rules/vtes.md §1.2, §8.1).

// burnPool makes a seat burn n pool (or pay it); at 0 the seat is ousted.
func (g *Game) burnPool(seat, n int) {
	if n <= 0 || g.seats[seat].Ousted {
		return
	}
	g.seats[seat].Pool -= n
	g.seats[seat].changed()
	g.notePoolBurn(seat, n)        // ledger.go
	g.notePoolBurnedInAction(seat) // poolburned.go
	g.notePoolLost(seat, n)        // termsloss.go
	g.breakWithdrawal(seat)
	g.checkOusts()
}

// gainPool gives a seat n pool from the bank.
func (g *Game) gainPool(seat, n int) {
	if n > 0 && !g.seats[seat].Ousted {
		g.seats[seat].Pool += n
		g.seats[seat].changed()
		g.notePoolGain(seat, n) // ledger.go
	}
}

// Capacity returns a vampire's capacity with its bonuses.
func (g *Game) Capacity(c *Card) int {
	if c.Zone == ZoneInPlay && c.Def.Static.BlocksAs != nil { // the zone first: the Def's Static is far from its Capacity
		return c.Def.Static.BlocksAs.Capacity // cardblocker.go
	}
	if c.Zone == ZoneUncontrolled {
		// The uncontrolled region is out of play: cards that change
		// capacity do not apply there ([PIB 20140122] on Banishment;
		// rulebook, Influence Phase).
		return c.Def.Capacity
	}
	return c.Def.Capacity + c.CapacityBonus()
}

// Level returns a minion's level in a Discipline (§1.3); Discipline master
// cards raise it (§1.6).
func (g *Game) Level(c *Card, d Disc) Level {
	l := c.Def.Disciplines[d]
	if c.more != nil {
		l += c.more.discBonus[d]
	}
	if d == Flight && l == 0 && HasFlightByText(c.Def) {
		l = Inferior // flight.go
	}
	if g.discGrants && l < Superior && len(c.Attached) > 0 {
		l += g.levelsGiven(c, d)         // levelsgiven.go
		l = max(l, g.grantedLevel(c, d)) // discgrant.go
	}
	return min(l, Superior)
}

// addBlood puts n blood from the bank on a card; a controlled vampire's
// excess over capacity drains back at once (§1.3).
func (g *Game) addBlood(c *Card, n int) {
	if g.gainsNoLife(c, n) { // nogear.go
		return
	}
	before := c.Blood
	g.changed(c)
	c.Blood += n
	g.trim(c)
	g.noteBlood(c, before) // bloodledger.go
}

// trim drains a controlled vampire's blood above capacity (§13.3 item 1).
func (g *Game) trim(c *Card) {
	if c.IsVampire() && (c.Zone == ZoneReady || c.Zone == ZoneTorpor) {
		if capa := g.Capacity(c); c.Blood > capa {
			c.Blood = capa
			g.changed(c)
		}
	}
}

// loseBlood burns up to n blood (or life) from a card and returns how many
// were burned. An ally or retainer at 0 life is burned (§13.3 item 2).
func (g *Game) loseBlood(c *Card, n int) int {
	n = min(n, c.Blood)
	g.changed(c)
	c.Blood -= n
	g.noteBlood(c, c.Blood+n) // bloodledger.go
	if g.combat != nil {
		g.bloodEmptied(c, c.Blood+n) // zeroblood.go: in combat only, tested here (BENCHMARKS, VS5)
	}
	if n > 0 && c.IsMinion() {
		g.breakWithdrawal(c.Controller)
	}
	if !c.IsVampire() && c.Blood <= 0 && (c.Zone == ZoneReady || c.Zone == ZoneAttached) {
		g.note(msgBurned.With(cardArg(c)))
		g.burn(c)
	}
	return n
}

// checkOusts ousts every Methuselah at 0 pool, all at once (A22): each
// one's predator at that moment gains 1 VP and, if still in the game, 6
// pool; then the seating relinks; the last Methuselah standing gains 1 VP.
func (g *Game) checkOusts() {
	if g.oustWindowCards {
		if g.ousting != 0 {
			return // the open window's own check ousts them after it (oustwindow.go)
		}
		g.oustWindows() // some may be kept in the game
	}
	for _, m := range g.seats {
		if !m.Ousted && m.Pool <= 0 {
			g.oustAtZero()
			return
		}
	}
}

// oustAtZero is checkOusts once some Methuselah is at 0 pool. Out of line:
// rare, keeps the check, asked after every pool change, short
// (BENCHMARKS, VS3).
func (g *Game) oustAtZero() {
	var out []int
	for s, m := range g.seats {
		if !m.Ousted && m.Pool <= 0 {
			out = append(out, s)
		}
	}
	if len(out) == 0 {
		return
	}
	preds := make([]int, len(out))
	for i, s := range out {
		preds[i] = g.Predator(s)
	}
	for i, s := range out {
		m := g.seats[s]
		m.Ousted, m.Pool, m.OustedAt = true, 0, g.Turn
		m.changed()
		if preds[i] != s {
			m.oustedBy = preds[i] + 1
		}
		m.oustCause, _ = g.causeArg()
		m.SelfOusted = g.selfCaused(s) // selfoust.go
		if g.Edge == s {
			g.Edge = -1 // A13
		}
		g.noteOust(s) // with its cause (ledger.go)
	}
	for i, p := range preds {
		if p == out[i] {
			continue
		}
		if n := g.takeVP(p, 2, msgCauseOust); n > 0 { // vpinstead.go
			g.seats[p].VP += n
			g.seats[p].changed()
			g.noteVP(p, n, msgCauseOust)
		}
		if !g.seats[p].Ousted {
			old := g.because(causeOust, nil)
			g.gainPool(p, 6)
			g.restoreCause(old)
		}
		g.preyOusted(p) // freeactions.go
	}
	for _, s := range out {
		g.clearSeat(s)
	}
	g.checkLastStanding()
	for _, s := range out {
		if s == g.Active {
			panic(turnOver{})
		}
	}
}

// checkLastStanding ends the game when one Methuselah is left: they gain
// 1 VP (§8.1).
func (g *Game) checkLastStanding() {
	if g.alive() > 1 {
		return
	}
	for s, m := range g.seats {
		if !m.Ousted {
			g.note(msgLastStanding.With(seatArg(s)))
			if n := g.takeVP(s, 2, msgCauseLast); n > 0 { // vpinstead.go
				m.VP += n
				m.changed()
				g.noteVP(s, n, msgCauseLast)
			}
		}
	}
	g.reason = msgGameOverOust.Text()
	g.over = true
	panic(gameOver{})
}

// clearSeat takes an ousted Methuselah's cards out of play: removed from
// the game (§14 C41), or burned under legacy2005.burnOnOust.
func (g *Game) clearSeat(seat int) {
	m := g.seats[seat]
	// Room for all at once (and a few master cards on others' minions):
	// grown one by one, this list was ≈ 1.5 % of the rules' allocations.
	inPlay := make([]*Card, 0, len(m.Ready)+len(m.Torpor)+len(m.InPlay)+len(m.Uncontrolled)+4)
	for _, l := range [][]CardID{m.Ready, m.Torpor, m.InPlay, m.Uncontrolled} {
		for _, id := range l {
			inPlay = append(inPlay, g.cards[id])
		}
	}
	// Their master cards on other Methuselahs' minions leave too (§1.6).
	g.eachControlled(seat, func(c *Card) {
		if c.Zone == ZoneAttached && g.cards[c.Host].Controller != seat {
			inPlay = append(inPlay, c)
		}
	})
	for _, c := range inPlay {
		if g.opts.BurnOnOust {
			g.burn(c)
		} else {
			g.remove(c)
		}
	}
	// Cards of this seat attached to others' minions follow their hosts.
}
