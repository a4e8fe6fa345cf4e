package vtes

import "kindred/engine"

// Infinite loops (rules/vtes.md §14 C49, [TR] §4.9): once a sequence of
// play has fully restored an earlier game state, that sequence may not be
// started again until the state changes. The spec's default: hash the
// whole state at the action boundaries and refuse a repeat.
//
// At each decision of the minion phase (the action boundary: an action
// or a minion-phase ability is chosen there) the state is hashed; the
// turn keeps, for each state seen, the option last chosen from it. Coming
// back to a state seen before means that option started a sequence that
// restored it: it is barred from that state for the rest of the turn, and
// the next repeat bars the next, so a loop ends within as many turns round
// it as it has options. Ending the phase is never barred: it changes the
// phase.
//
// Windows are watched the same way once windowLoopWatch cards or abilities
// have been played in one (no real window comes near it, and hashing every
// window decision would cost a twentieth of a game), the state keyed by
// the window's step and depth and the seat holding the impulse.
//
// Combat rounds cannot repeat a state: the round number is part of it.
// No combination of the implemented cards loops; the test fixtures in
// loops_test.go do.

var msgLoopBarred = engine.NewMsg("vtes.loop-barred",
	"{0} may not start again a sequence of play that restored an earlier state (infinite loop rule).",
	"{0} ne peut pas recommencer une séquence de jeu qui a rétabli un état antérieur (règle des boucles infinies).")

// loopState is a state seen at an action boundary this turn: its hash,
// the option last chosen from it and the options it barred.
type loopState struct {
	hash   uint64
	last   int64
	barred []int64
}

// windowLoopWatch is the number of plays in one window after which the
// window's decisions are watched for loops.
const windowLoopWatch = 8

// barLoops removes from the built options those that started a sequence
// that came back to this state, and returns the state's entry, for the
// caller to record the option taken (loopState.last). key tells apart
// the decisions of one state: 0 for the minion phase, windowKey for a
// window.
func (g *Game) barLoops(seat int, key uint64) *loopState {
	return g.barLoopsAt(seat, key, g.hashTable()) // the rules are running: no decision pending
}

// barLoopsAt is barLoops given the table's hash, t, taken since nothing
// changed.
func (g *Game) barLoopsAt(seat int, key uint64, t engine.Hasher) *loopState {
	g.loopTable = t
	h := t.Sum() ^ key
	for i := range g.loopStates {
		ls := &g.loopStates[i]
		if ls.hash != h {
			continue
		}
		if ls.last != -1 { // passing or ending the phase is never barred
			ls.barred = append(ls.barred, ls.last)
		}
		g.note(msgLoopBarred.With(seatArg(seat)))
		g.dropOptions(ls.barred)
		return ls
	}
	g.loopStates = append(g.loopStates, loopState{hash: h})
	return &g.loopStates[len(g.loopStates)-1]
}

// seenThisTurn reports whether the loop guard has seen the state whose
// hash (keyed as in barLoops) is h this turn: barLoops may then drop
// options.
func (g *Game) seenThisTurn(h uint64) bool {
	for i := range g.loopStates {
		if g.loopStates[i].hash == h {
			return true
		}
	}
	return false
}

// askAfterLoops is askCode for the decision barLoops has just guarded,
// nothing changed on the table since: while the decision waits, Hash
// takes the table's hash barLoops took (a minion-phase decision is one
// replayed choice in seven, and hashing the table is most of Hash).
// CheckInvariants compares the two; CallTime, which changes the table
// while a decision waits, drops it.
func (g *Game) askAfterLoops(seat int, kind string, prompt engine.Text) int64 {
	g.tableHeld = true
	code := g.askCode(seat, kind, prompt)
	g.tableHeld = false
	return code
}

// windowKey keys the decisions of a window (barLoops): its step and
// depth, and the seat holding the impulse.
func windowKey(step Step, depth, seat int) uint64 {
	return engine.Fold(uint64(step)|uint64(depth)<<16|uint64(seat)<<32, 0x5bd1e9955bd1e995)
}

// dropOptions removes the built options whose codes are in codes.
func (g *Game) dropOptions(codes []int64) {
	n := 0
	for i, o := range g.dec.Options {
		if containsInt64(codes, o.Code) {
			continue
		}
		g.dec.Options[n] = o
		g.optMsgs[n] = g.optMsgs[i]
		if !g.unlabelled {
			g.labels[n] = g.labels[i]
		}
		n++
	}
	g.dec.Options = g.dec.Options[:n]
	g.optMsgs = g.optMsgs[:n]
	if !g.unlabelled {
		g.labels = g.labels[:n]
	}
}

func containsInt64(l []int64, v int64) bool {
	for _, x := range l {
		if x == v {
			return true
		}
	}
	return false
}
