package vtes

// turnOver unwinds the rest of a turn whose active Methuselah was ousted.
type turnOver struct{}

// play runs the whole game: setup, then turns until one Methuselah is
// left or the turn limit is reached (§2, §3, §8).
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
		if g.opts.TurnLimit > 0 && g.Turn > g.opts.TurnLimit {
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
// (only test positions start a turn after its unlock phase).
func (g *Game) turn(from Phase) {
	m := g.seats[g.Active]
	m.turns++
	g.note(msgTurnStarts.With(intArg(g.Turn), seatArg(g.Active)))
	defer func() {
		if r := recover(); r != nil {
			if _, ok := r.(turnOver); !ok {
				panic(r)
			}
		}
		g.endTurn()
	}()
	phases := [...]func(){g.unlockPhase, g.masterPhase, g.minionPhase, g.influencePhase, g.discardPhase}
	for p := from; p <= PhaseDiscard; p++ {
		phases[p-PhaseUnlock]()
	}
}

// endTurn clears the per-turn limits (§3.8).
func (g *Game) endTurn() {
	for _, c := range g.cards {
		c.Bled, c.Politicked, c.CannotAct, c.Woken, c.UsedTurn = false, false, false, false, false
		c.usedActions = c.usedActions[:0]
	}
	g.action, g.combat, g.refer = nil, nil, nil
	g.marks = g.marks[:0]
}

// MarkOnce reports whether key is used for the first time this turn, and
// marks it ("you can burn only 1 pool each turn with Army of Rats cards").
func (g *Game) MarkOnce(key int) bool {
	if containsInt(g.marks, key) {
		return false
	}
	g.marks = append(g.marks, key)
	return true
}

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

// timeLimit ends the game at the turn limit: 0.5 VP to each Methuselah
// still in, or 1 VP to a sole survivor (§8.2, §14 C46).
func (g *Game) timeLimit() {
	for _, m := range g.seats {
		if !m.Ousted {
			m.VP++
		}
	}
	g.reason = msgTimeLimit.Text()
	g.note(g.reason)
	g.over = true
}

// impulseOrder lists the Methuselahs in the order they get the impulse
// after the acting one (§14 C11): the defender, or prey then predator for
// undirected actions, then the others clockwise. Under
// legacy2005.priorityOrder undirected actions have no prey-then-predator
// step ([R 1.6.1.5]).
func (g *Game) impulseOrder(acting, defender int, undirected bool) []int {
	order := []int{acting}
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
	if defender >= 0 {
		addOnce(defender)
	} else if undirected && !g.opts.LegacyPriority {
		addOnce(g.Prey(acting))
		addOnce(g.Predator(acting))
	}
	for s := g.nextSeat(acting); s != acting; s = g.nextSeat(s) {
		addOnce(s)
	}
	return order
}
