package engine

import (
	"fmt"
	"iter"
	"runtime/debug"
)

// Coroutine runs a game's rules written as straight-line code that asks
// for decisions (docs/ENGINE.md, "Rules as a coroutine"): Start runs them
// inside an iter.Pull coroutine; Ask hands the pending decision to the
// caller and resumes with the answer. A decision with a single option is
// not asked: it is taken at once and not logged.
//
// The game keeps what is its own: the options and their labels, its hash
// and its foresight (Foreseer). Its Pending and Apply are the
// Coroutine's, its Rerun (Rerunner) the Coroutine's with its hash. The
// zero Coroutine is ready once Dec is set.
type Coroutine struct {
	// Dec is the game's decision: the rules list its options, Ask fills
	// in its seat, kind and prompt, Pending returns it.
	Dec *Decision
	// AskSingle asks decisions with a single option too, so that a test
	// sees every decision the rules take.
	AskSingle bool
	// OnWait, when set, is called each time the rules are about to wait
	// for an answer: a game forgets there the foresight it was told, as
	// a replay foresees the next choice while this one waits.
	OnWait func()
	// OnEnd, when set, is called once the rules have returned: the game
	// is over (a game marks itself over there, before anything hashes it).
	OnEnd func()

	next    func() (struct{}, bool)
	stop    func()
	yield   func(struct{}) bool
	answer  int
	waiting bool // a decision is pending
	rerun   rerunState
	auto    func(d *Decision) (int, bool) // Autoplay's
}

// rerunState is what Rerun hands Ask while the rules replay choices.
type rerunState struct {
	cs     []Choice           // the choices, nil when not rerunning
	at     int                // the index of the last one applied
	failed bool               // one did not check
	hash   func() uint64      // the game's hash
	told   func(next *Choice) // tells the game the choice after this one
}

// StopRules is what Ask panics with to unwind the rules of a game that is
// closed (Close); Start's coroutine returns quietly on it.
type StopRules struct{}

// GameOver is what a game's rules panic with to end the game at once from
// deep inside (a seat wins, time is called); Start's coroutine returns
// quietly on it and the game is over.
type GameOver struct{}

// RulesError is a bug in the rules or a card found while playing: the
// panic's value and the stack of the rules coroutine where it happened.
// Start's coroutine wraps any panic but StopRules and GameOver in one, and
// the caller of Start, Apply or Rerun gets it as a panic; simulations
// report it with the game's log.
type RulesError struct {
	Value any
	Stack string
}

func (e *RulesError) Error() string { return fmt.Sprintf("rules error: %v\n%s", e.Value, e.Stack) }

// Start runs play, the rules, in a new coroutine until their first
// decision or their end.
func (c *Coroutine) Start(play func()) {
	seq := func(yield func(struct{}) bool) {
		c.yield = yield
		defer func() {
			if r := recover(); r != nil {
				switch r.(type) {
				case StopRules, GameOver:
					return
				}
				panic(&RulesError{Value: r, Stack: string(debug.Stack())})
			}
		}()
		play()
	}
	c.next, c.stop = iter.Pull(seq)
	c.resume()
}

// resume runs the rules until the next decision or the end of the game.
func (c *Coroutine) resume() {
	_, ok := c.next()
	c.waiting = ok
	if !ok && c.OnEnd != nil {
		c.OnEnd()
	}
}

// Waiting reports whether the rules wait for an answer to Dec.
func (c *Coroutine) Waiting() bool { return c.waiting }

// Pending returns the decision the rules wait for, or nil when they are
// over (Game.Pending).
func (c *Coroutine) Pending() *Decision {
	if !c.waiting {
		return nil
	}
	return c.Dec
}

// Apply answers the pending decision (Game.Apply): it checks the option
// (CheckOption) and runs the rules to the next decision or their end.
func (c *Coroutine) Apply(option int) error {
	if err := CheckOption(c.Pending(), option); err != nil {
		return err
	}
	c.answer = option
	c.resume()
	return nil
}

// Close stops the rules of a game that will not be played to its end; a
// finished game needs no Close.
func (c *Coroutine) Close() {
	if c.stop != nil {
		c.stop()
	}
}

// Ask poses Dec's options, listed by the rules, to seat and returns the
// index chosen, from inside the rules. A single option is taken at once
// (unless AskSingle); while Rerun replays choices, the next one is taken
// without leaving the rules. A decision without options is a bug in the
// rules: Ask panics.
func (c *Coroutine) Ask(seat int, kind string, prompt Text) int {
	return c.AskText(seat, kind, &prompt)
}

// AskText is Ask with the prompt passed by address: a game whose rules
// wait for decisions deep in their calls keeps its frames small with it,
// since a waiting game's stack is what those frames hold (the runtime
// halves a stack whose frames in use fit a quarter of it).
func (c *Coroutine) AskText(seat int, kind string, prompt *Text) int {
	d := c.Dec
	if len(d.Options) <= 1 {
		if len(d.Options) == 0 {
			panic("decision " + kind + " without options")
		}
		if !c.AskSingle {
			return 0
		}
	}
	d.Seat, d.Kind = seat, kind
	if c.rerun.cs != nil {
		if o, ok := c.rerunAnswer(); ok {
			return o // the prompt of a decision rerun is read by nobody: not copied
		}
	}
	return c.wait(prompt)
}

// wait is AskText's part for a decision that waits for its answer: from
// Autoplay's chooser or from the caller (Apply).
//
// Out of line: a replayed decision does not wait, and AskText is on the
// path of every one (BENCHMARKS, VS5).
//
//go:noinline
func (c *Coroutine) wait(prompt *Text) int {
	d := c.Dec
	d.Prompt = *prompt
	if c.OnWait != nil {
		c.OnWait()
	}
	if c.auto != nil {
		c.waiting = true // as Pending returns it to the players
		o, ok := c.auto(d)
		c.waiting = false
		if ok && CheckOption(d, o) == nil {
			return o
		}
	}
	if !c.yield(struct{}{}) {
		panic(StopRules{})
	}
	return c.answer
}

// Autoplay makes Ask hand each decision to choose (Autoplayer), inside
// the rules, and take its answer without leaving them, as Rerun takes
// recorded ones: a decision costs no switch of the coroutine. An option
// choose returns is checked as Apply checks it; one it refuses to give
// (false), or gives wrong, leaves Ask handing the decision to the caller
// (Pending). A nil choose stops it.
func (c *Coroutine) Autoplay(choose func(d *Decision) (int, bool)) {
	c.auto = choose // its answers are checked in wait
}

// Rerun replays choices inside the rules (Rerunner): Ask checks the hash
// after each choice and takes the next recorded answer itself, without
// handing control back, so a replayed choice costs no switch of the
// coroutine (two a choice). hash is the game's Hash; told is called
// before each choice is applied with the choice after it, nil before the
// last: the game sets its foresight (Foreseer) and builds no labels but
// for the decision the last choice leads to, as Replay would tell it
// (Labeller). Rerun returns the number of choices applied and checked:
// len(cs), or fewer when one fails.
func (c *Coroutine) Rerun(cs []Choice, hash func() uint64, told func(next *Choice)) int {
	if len(cs) == 0 || !c.waiting {
		return 0
	}
	c.rerun = rerunState{cs: cs, hash: hash, told: told}
	if !c.takeRerun(0) {
		c.rerun = rerunState{}
		return 0
	}
	c.answer = cs[0].Option
	c.resume()
	at, failed := c.rerun.at, c.rerun.failed
	c.rerun = rerunState{}
	switch {
	case failed:
		return at
	case !c.waiting: // the last choice applied ended the game: no Ask checked it
		if at == len(cs)-1 && hash() == cs[at].Hash {
			return len(cs)
		}
		return at
	}
	return len(cs) // Ask checked the last choice and waits for the next
}

// takeRerun checks that the decision built is the one choice i of the
// rerun answers, as Replay does, and tells the game what comes next.
func (c *Coroutine) takeRerun(i int) bool {
	cs := c.rerun.cs
	if !answers(&cs[i], c.Dec) {
		return false
	}
	c.rerun.told(c.rerun.after(i))
	return true
}

// answers reports whether choice ch may answer decision d: the same seat
// and kind, an option d has.
func answers(ch *Choice, d *Decision) bool {
	return ch.Seat == d.Seat && ch.Kind == d.Kind && uint(ch.Option) < uint(len(d.Options))
}

// after returns the choice after choice i of the rerun, nil for none.
func (r *rerunState) after(i int) *Choice {
	if i+1 < len(r.cs) {
		return &r.cs[i+1]
	}
	return nil
}

// rerunAnswer is Ask's part in Rerun: it checks the hash after the last
// choice applied, which this decision follows, and returns the next
// choice's answer; false when the rerun ends here, done or failed. The
// next choice is taken as takeRerun takes it, written here again: a
// replayed choice's path is these few lines (BENCHMARKS, VS5).
func (c *Coroutine) rerunAnswer() (int, bool) {
	r := &c.rerun
	c.waiting = true // the state hashed is the one the game's hash gives while this waits
	h := r.hash()
	c.waiting = false
	cs, at := r.cs, r.at
	if h == cs[at].Hash && at+1 < len(cs) && answers(&cs[at+1], c.Dec) {
		r.at = at + 1
		r.told(r.after(at + 1))
		return cs[at+1].Option, true
	}
	// failed, or done: this decision is the one the replay stops at
	r.failed = h != cs[at].Hash || at+1 < len(cs)
	r.cs = nil
	return 0, false
}

// AsRunning calls f with the Coroutine reporting no pending decision, as
// while the rules run between two decisions: a test that watches the
// rules takes the game's state (its hash, a position) there.
func (c *Coroutine) AsRunning(f func()) {
	waiting := c.waiting
	c.waiting = false
	defer func() { c.waiting = waiting }()
	f()
}
