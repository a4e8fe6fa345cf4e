package vtes

// turnOver unwinds the rest of a turn whose active Methuselah was ousted.
type turnOver struct{}

// play runs the whole game: setup, then turns until one Methuselah is
// left or the turn limit is reached (§2, §3, §8).
//
// The turn limit stands in for the tournament clock (§14 C46): time is
// called as turn TurnLimit+1 would begin (a tournament's limit unless the
// option sets another, Options.turnLimit). No phase is under way then, so
// the game ends at once. A clock calling time within a turn (CallTime)
// ends the game at the next stopping point.
func (g *Game) play() {
	from := PhaseUnlock
	if g.scenario {
		from = g.startPhase // a test position (scenario.go)
		g.Turn--
	} else {
		g.setup()
	}
	for !g.over {
		g.Turn++
		if n := g.opts.turnLimit(); n > 0 && g.Turn > n {
			g.timeLimit()
			return
		}
		g.turn(from)
		from = PhaseUnlock
		g.Active = g.nextSeat(g.Active)
	}
}

// setup deals the opening position (§2): 30 pool, shuffled decks, a hand
// of 7, 4 crypt cards face down, the Edge in the centre, and a seeded
// random first Methuselah (§14 C2).
func (g *Game) setup() {
	for seat, m := range g.seats {
		m.Pool = 30
		m.changed()
		g.shuffle(m.Crypt)
		g.shuffle(m.Library)
		for range 7 {
			g.draw(seat)
		}
		for range 4 {
			if len(m.Crypt) == 0 {
				break
			}
			c := g.cards[m.Crypt[len(m.Crypt)-1]]
			g.put(c, ZoneUncontrolled, seat)
		}
	}
	g.Active = g.rand.Intn(len(g.seats))
	g.first = g.Active
	g.note(msgFirstPlayer.With(seatArg(g.Active)))
}

// turn plays the active Methuselah's five phases (§3.1), from phase from
// (only test positions start a turn after its unlock phase). Its frame is
// kept small, and so are the frames under it while the rules wait for a
// decision: a waiting game's stack is its coroutine's, and one whose
// frames in use fit a quarter of 4 KiB is shrunk to it (issue 18).
func (g *Game) turn(from Phase) {
	g.startTurn()
	defer g.finishTurn()
	if from == PhaseUnlock && g.turnSkipCards && g.skipsTurn() { // skipturn.go (the note tested here, no call: BENCHMARKS, VS5)
		return
	}
	for p := from; p <= PhaseDiscard; p++ {
		g.handSizesChanged() // what changed it between phases (handsize.go)
		if g.phaseStart != nil {
			g.Phase = p // each phase sets it first thing: the same state
			g.phaseStart(p)
		}
		g.runPhase(p)
		g.timeStop() // time called in the phase: the game ends with it (§14 C46)
	}
}

// startTurn notes the turn's start (§3.1).
//
//go:noinline
func (g *Game) startTurn() {
	g.seats[g.Active].turns++
	g.seats[g.Active].changed()
	g.note(msgTurnStarts.With(intArg(g.Turn), seatArg(g.Active)))
}

// finishTurn ends the turn, also when an oust ended it mid-effect
// (turnOver); any other panic goes on.
func (g *Game) finishTurn() {
	if g.over {
		// The game ended (gameOver unwinds the rules): let the panic go
		// on; recovered and raised again, it unwound the stack twice
		// (BENCHMARKS, VS5).
		return
	}
	if r := recover(); r != nil {
		if _, ok := r.(turnOver); !ok {
			panic(r)
		}
	}
	g.cause, g.payer = cause{}, 0 // an oust ended the turn mid-effect
	g.endTurn()
}

// runPhase plays phase p of the active Methuselah's turn.
func (g *Game) runPhase(p Phase) {
	switch p {
	case PhaseUnlock:
		g.unlockPhase()
	case PhaseMaster:
		g.masterPhase()
	case PhaseMinion:
		g.minionPhase()
		if g.minionReplaceBars {
			g.replaceAfterMinionPhase() // replaceminion.go
		}
		if g.minionPhaseHooks {
			g.timeStop()                // time called in the phase ends the game before it (§14 C46)
			g.minionPhaseEnds(g.Active) // minionphaseend.go
		}
	case PhaseInfluence:
		g.influencePhase()
	case PhaseDiscard:
		g.discardPhase()
	}
}

// endTurn clears the per-turn limits (§3.8).
func (g *Game) endTurn() {
	g.closeDiablerieWindows(g.Active) // diableriesince.go
	g.endOfTurnUnlocks()              // endturnunlock.go
	if len(g.loaned) > 0 {
		g.returnLoans() // loan.go
	}
	if g.endTurnHooks {
		g.atEndOfTurn() // endofturn.go: only a game with such cards looks for them
	}
	for _, id := range g.turnMarked { // marks.go
		c := g.cards[id]
		c.turnListed = false
		if c.turnMarks() {
			c.Bled, c.Politicked, c.CannotAct, c.Woken, c.UsedTurn = false, false, false, false, false
			c.RedListMarked, c.RedListHunted = false, false
			if c.more != nil {
				c.more.usedActions = c.more.usedActions[:0]
			}
			g.changed(c)
		}
	}
	g.turnMarked = g.turnMarked[:0]
	g.loopStates = g.loopStates[:0] // loops.go
	g.action, g.combat, g.refer = nil, nil, nil
	g.marks = g.marks[:0]
}

// Marked reports whether key was marked this turn (MarkOnce), without
// marking it.
func (g *Game) Marked(key int) bool { return containsInt(g.marks, key) }

// MarkOnce reports whether key is used for the first time this turn, and
// marks it ("you can burn only 1 pool each turn with Army of Rats cards").
func (g *Game) MarkOnce(key int) bool {
	if containsInt(g.marks, key) {
		return false
	}
	g.marks = append(g.marks, key)
	return true
}

// MarkOncePerGame reports whether key is used for the first time this
// game, and marks it ("only once each game", A11 for events).
func (g *Game) MarkOncePerGame(key int) bool {
	if containsInt(g.gameMarks, key) {
		return false
	}
	g.gameMarks = append(g.gameMarks, key)
	return true
}

// MarkedOncePerGame reports whether key was marked this game, without
// marking it ("only one can be played in a game": Flaming Candle, Giant's
// Blood, Open War). Why one pair: three decks wrote this reader under
// three names (UsedOncePerGame, PlayedThisGame, MarkedOncePerGame) over
// the same list; MarkOncePerGame marks, MarkedOncePerGame reads.
func (g *Game) MarkedOncePerGame(key int) bool { return containsInt(g.gameMarks, key) }

// nextSeat returns the next Methuselah still in the game after seat, in
// turn order: seat's prey (§2 item 1, §8.1 relinking).
func (g *Game) nextSeat(seat int) int {
	n := len(g.seats)
	for i := 1; i <= n; i++ {
		s := (seat + i) % n
		if !g.seats[s].Ousted {
			return s
		}
	}
	return seat
}

// Prey returns seat's prey.
func (g *Game) Prey(seat int) int { return g.nextSeat(seat) }

// Predator returns seat's predator.
func (g *Game) Predator(seat int) int {
	n := len(g.seats)
	for i := 1; i <= n; i++ {
		s := (seat - i + 2*n) % n
		if !g.seats[s].Ousted {
			return s
		}
	}
	return seat
}

// alive returns the number of Methuselahs still in the game.
func (g *Game) alive() int {
	n := 0
	for _, m := range g.seats {
		if !m.Ousted {
			n++
		}
	}
	return n
}

// CallTime calls time, for a tournament clock (§14 C46): if it is called
// during a minion phase, the game ends once the current minion action is
// over (at once between actions); otherwise at the end of the current
// phase. Time is not a choice: a log replays it only if whoever calls it
// records when.
func (g *Game) CallTime() {
	if !g.over && !g.timeCalled {
		g.timeCalled = true
		g.tableHeld = false // the table changed under a waiting decision (askAfterLoops)
		g.note(msgTimeCalled.Text())
	}
}

// timeStop ends the game at a stopping point if time was called (§14 C46).
func (g *Game) timeStop() {
	if g.timeCalled && !g.over {
		g.timeLimit()
		panic(gameOver{})
	}
}

// timeLimit ends the game at the time limit: 0.5 VP to each Methuselah
// still in, or 1 VP to a sole survivor (§8.2, §14 C46); a casual game's
// turn limit is a draw by stalling, scored the same (casualTurnLimit).
// Not inlined: in the frames of turn and play, which wait under every
// decision, it would take room on a waiting game's stack (turn).
//
//go:noinline
func (g *Game) timeLimit() {
	why := msgTimeLimit
	if g.opts.stallDraw() && !g.timeCalled {
		why = msgStallDraw // casualTurnLimit
	}
	for s, m := range g.seats {
		if !m.Ousted {
			m.VP += g.takeVP(s, 1, why) // vpinstead.go
			m.changed()
		}
	}
	g.reason = why.Text()
	g.note(g.reason)
	g.over = true
}

// impulseOrder lists the Methuselahs in the order they get the impulse
// after the acting one (§14 C11): the defender, or prey then predator for
// undirected actions, then the others clockwise. Under
// legacy2005.priorityOrder undirected actions have no prey-then-predator
// step ([R 1.6.1.5]).
func (g *Game) impulseOrder(acting, defender int, undirected bool) []int {
	if defender < 0 {
		return g.impulseOrderAll(acting, nil, undirected)
	}
	return g.impulseOrderAll(acting, []int{defender}, undirected)
}

// impulseOrderAll is impulseOrder for an action directed at several
// Methuselahs: they come after the acting one, clockwise (§14 C11).
//
// The order is shared, read only: with at most one defender it is kept,
// for as long as the same Methuselahs are ousted (prey and predator
// depend on nothing else), every window of every action asking for it.
func (g *Game) impulseOrderAll(acting int, defenders []int, undirected bool) []int {
	n := len(g.seats)
	if len(defenders) > 1 || acting < 0 || acting >= n || n > 64 {
		return g.newImpulseOrder(acting, defenders, undirected)
	}
	d := -1
	if len(defenders) == 1 {
		d = defenders[0]
		if d < -1 || d >= n {
			return g.newImpulseOrder(acting, defenders, undirected)
		}
	}
	var ousted uint64
	for s, m := range g.seats {
		if m.Ousted {
			ousted |= 1 << s
		}
	}
	switch {
	case g.orders == nil:
		g.orders, g.ordersOusted = make([][]int, n*(n+1)*2), ousted
	case ousted != g.ordersOusted:
		clear(g.orders) // the orders handed out stay valid: only the table forgets them
		g.ordersOusted = ousted
	}
	i := (acting*(n+1)+d+1)*2 + b2i(undirected)
	if g.orders[i] == nil {
		g.orders[i] = g.newImpulseOrder(acting, defenders, undirected)
	}
	return g.orders[i]
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// newImpulseOrder computes impulseOrderAll's order.
func (g *Game) newImpulseOrder(acting int, defenders []int, undirected bool) []int {
	// Room for every seat and defender at once, not a growing slice,
	// carved from a chunk of the game's (slab.go): an order a new list
	// was ≈ 3 % of the rules' allocations (BenchmarkReplay), as every oust
	// makes the kept orders again.
	order := g.intRoom.newSlice(len(g.seats)+len(defenders), orderChunk)[:1]
	order[0] = acting
	addOnce := func(s int) {
		if s < 0 || g.seats[s].Ousted {
			return
		}
		for _, o := range order {
			if o == s {
				return
			}
		}
		order = append(order, s)
	}
	for _, d := range defenders {
		addOnce(d)
	}
	if len(defenders) == 0 && undirected && !g.opts.LegacyPriority {
		addOnce(g.Prey(acting))
		addOnce(g.Predator(acting))
	}
	for s := g.nextSeat(acting); s != acting; s = g.nextSeat(s) {
		addOnce(s)
	}
	return order
}
