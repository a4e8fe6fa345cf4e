package vtes

// PhaseStart is what WatchPhases sees as a phase begins.
type PhaseStart struct {
	Phase    Phase
	Position string // WritePosition's
	Hash     uint64 // the state's hash
	// Table is the hash of the state but the turn's loop guard, which a
	// position does not hold; LoopGuard says the guard holds states.
	Table     uint64
	LoopGuard bool
}

// WatchPhases calls f as each phase of g begins. The decision answered
// last is not pending any more: the hash and the position are taken as
// of a game running its rules, as a position read back is.
func WatchPhases(g *Game, f func(PhaseStart)) {
	g.phaseStart = func(p Phase) {
		g.coro.AsRunning(func() {
			t := g.hashTable()
			f(PhaseStart{Phase: p, Position: WritePosition(g), Hash: g.Hash(), Table: t.Sum(), LoopGuard: len(g.loopStates) > 0})
		})
	}
}

// StartWatched starts the position with f watching its phases.
func (p *Position) StartWatched(f func(PhaseStart)) *Game {
	WatchPhases(p.s.g, f)
	return p.Start()
}
