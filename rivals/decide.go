package rivals

import (
	"fmt"
	"iter"
	"runtime/debug"
	"strings"

	"kindred/engine"
)

// The rules are straight-line code that asks for decisions, as V:TES's
// are (docs/ARCHITECTURE.md, "Rivals rules are a coroutine too"): play()
// runs inside an iter.Pull coroutine; ask() hands the pending decision to
// the engine and resumes with the answer. A decision with a single legal
// option is taken at once and not logged.

type coroutine struct {
	next    func() (struct{}, bool)
	stop    func()
	yield   func(struct{}) bool
	answer  int
	waiting bool
	// rerun holds the choices a replay hands the rules (Rerun), rerunAt
	// the one last answered, rerunFailed whether one was refused.
	rerun       []engine.Choice
	rerunAt     int
	rerunFailed bool
}

// RulesError is a bug in the rules or a card found while playing: the
// panic's value and the stack of the rules coroutine.
type RulesError struct {
	Value any
	Stack string
}

func (e *RulesError) Error() string { return fmt.Sprintf("rules error: %v\n%s", e.Value, e.Stack) }

type stopSignal struct{}
type gameOver struct{}

// start runs the rules until their first decision.
func (g *Game) start() {
	seq := func(yield func(struct{}) bool) {
		g.coro.yield = yield
		defer func() {
			if r := recover(); r != nil {
				switch r.(type) {
				case stopSignal, gameOver:
					return
				}
				panic(&RulesError{Value: r, Stack: string(debug.Stack())})
			}
		}()
		g.play()
	}
	g.coro.next, g.coro.stop = iter.Pull(seq)
	g.dec.Describe = g.label
	g.resume()
}

func (g *Game) resume() {
	_, ok := g.coro.next()
	g.coro.waiting = ok
	if !ok {
		g.over = true
		g.Phase = PhaseOver
	}
}

// Close stops the rules coroutine of a game that will not be played to
// its end (games.Closer).
func (g *Game) Close() {
	if g.coro.stop != nil {
		g.coro.stop()
	}
}

// BuildLabels turns the options' labels on or off (engine.Labeller).
func (g *Game) BuildLabels(on bool) { g.unlabelled = !on }

// options starts a new decision's options, listed whole unless cutFor
// says otherwise.
func (g *Game) options() {
	g.dec.Options = g.dec.Options[:0]
	g.labels = g.labels[:0]
	g.fore.cutting = false
}

// option adds an option with its code and label; past what a foreseen
// answer needs (enough), none.
func (g *Game) option(code int64, m engine.Msg, args ...engine.Arg) {
	if g.enough() {
		return
	}
	g.dec.Options = append(g.dec.Options, engine.Option{Code: code})
	if !g.unlabelled {
		g.labels = append(g.labels, m.With(args...))
	}
}

func (g *Game) label(i int) engine.Text {
	if i < 0 || i >= len(g.labels) {
		return engine.Text{}
	}
	return g.labels[i]
}

// ask poses the options built to seat and returns the index chosen; a
// single option is taken without asking.
func (g *Game) ask(seat int, kind string, prompt engine.Text) int {
	if len(g.dec.Options) == 0 {
		panic("rivals: decision " + kind + " without options")
	}
	if len(g.dec.Options) == 1 {
		return 0
	}
	g.dec.Seat, g.dec.Kind, g.dec.Prompt = seat, kind, prompt
	if g.coro.rerun != nil {
		if o, ok := g.rerunAnswer(); ok {
			return o
		}
	}
	g.fore = foresight{} // used; a replay foresees the next one while this waits
	if !g.coro.yield(struct{}{}) {
		panic(stopSignal{})
	}
	return g.coro.answer
}

// The rules replay a log themselves and build labels on demand.
var (
	_ engine.Rerunner = (*Game)(nil)
	_ engine.Labeller = (*Game)(nil)
	_ engine.Foreseer = (*Game)(nil)
)

// Rerun replays choices inside the rules (engine.Rerunner): ask checks
// the hash after each choice and takes the next recorded answer itself,
// without handing control back, so a replayed choice costs no switch of
// the rules' coroutine (two a choice). It builds no labels but for the
// decision the last choice leads to, as engine.Replay would tell it
// (engine.Labeller). It returns the number of choices applied and
// checked: len(cs), or fewer when one fails.
func (g *Game) Rerun(cs []engine.Choice) int {
	if len(cs) == 0 || !g.coro.waiting || !g.takeRerun(cs, 0) {
		return 0
	}
	g.coro.rerun, g.coro.rerunAt, g.coro.rerunFailed = cs, 0, false
	g.coro.answer = cs[0].Option
	g.resume()
	at, failed := g.coro.rerunAt, g.coro.rerunFailed
	g.coro.rerun, g.coro.rerunFailed = nil, false
	switch {
	case failed:
		return at
	case g.over: // the last choice applied ended the game: no ask checked it
		if at == len(cs)-1 && g.Hash() == cs[at].Hash {
			return len(cs)
		}
		return at
	}
	return len(cs) // ask checked the last choice and waits for the next
}

// takeRerun checks that the decision built is the one choice i of cs
// answers, as engine.Replay does, and turns the labels off for the
// decisions before the last choice's.
func (g *Game) takeRerun(cs []engine.Choice, i int) bool {
	c := &cs[i]
	if c.Seat != g.dec.Seat || c.Kind != g.dec.Kind || c.Option < 0 || c.Option >= len(g.dec.Options) {
		return false
	}
	var next *engine.Choice
	if i+1 < len(cs) {
		next = &cs[i+1]
	}
	g.Foresee(next)
	g.unlabelled = next != nil
	return true
}

// rerunAnswer is ask's part in Rerun: it checks the hash after the last
// choice applied, which this decision follows, and returns the next
// choice's answer; false when the rerun ends here, done or failed.
func (g *Game) rerunAnswer() (int, bool) {
	cs, at := g.coro.rerun, g.coro.rerunAt
	g.coro.waiting = true // the state hashed is the one Hash gives while this waits
	h := g.Hash()
	g.coro.waiting = false
	switch {
	case h != cs[at].Hash:
		g.coro.rerunFailed = true
	case at+1 == len(cs):
		// done: this decision is the one the replay stops at
	case g.takeRerun(cs, at+1):
		g.coro.rerunAt = at + 1
		return cs[at+1].Option, true
	default:
		g.coro.rerunFailed = true
	}
	g.coro.rerun = nil
	return 0, false
}

// askCode is ask returning the chosen option's code.
func (g *Game) askCode(seat int, kind string, prompt engine.Text) int64 {
	return g.dec.Options[g.ask(seat, kind, prompt)].Code
}

// Pending returns the decision the game waits for, or nil when it is
// over.
func (g *Game) Pending() *engine.Decision {
	if !g.coro.waiting {
		return nil
	}
	return &g.dec
}

// Apply answers the pending decision.
func (g *Game) Apply(option int) error {
	if !g.coro.waiting {
		return engine.ErrGameOver
	}
	if err := engine.CheckOption(&g.dec, option); err != nil {
		return err
	}
	g.coro.answer = option
	g.resume()
	return nil
}

// Result returns the outcome of a finished game.
func (g *Game) Result() engine.Result { return g.result }

// Seats returns the number of seats.
func (g *Game) Seats() int { return len(g.Players) }

// Labels returns the English labels of the pending decision's options.
func (g *Game) Labels() []string {
	var out []string
	for i := range g.dec.Options {
		out = append(out, g.label(i).Render(engine.English))
	}
	return out
}

// Answer answers the pending decision with the one option whose English
// label contains text: tests read like the game ("Hydra attacks").
func (g *Game) Answer(text string) error {
	if !g.coro.waiting {
		return fmt.Errorf("the game is over; cannot answer %q", text)
	}
	found := -1
	for i, l := range g.Labels() {
		if strings.Contains(l, text) {
			if found >= 0 {
				return fmt.Errorf("%q matches several options of %s: %q", text, g.dec.Kind, g.Labels())
			}
			found = i
		}
	}
	if found < 0 {
		return fmt.Errorf("no option of %s (seat %d) contains %q: %q", g.dec.Kind, g.dec.Seat+1, text, g.Labels())
	}
	return g.Apply(found)
}

// Decision kinds: stable keys written to logs.
const (
	kindLeader     = "rivals.leader"
	kindBid        = "rivals.bid"
	kindAction     = "rivals.action"
	kindDraw       = "rivals.draw"
	kindTarget     = "rivals.target"
	kindIntel      = "rivals.intel"
	kindAttackType = "rivals.attack-type"
	kindAttackCard = "rivals.attack-card"
	kindBlock      = "rivals.block"
	kindReaction   = "rivals.reaction"
	kindAbility    = "rivals.ability"
	kindMortal     = "rivals.mortal"
	kindMend       = "rivals.mend"
	kindDiscard    = "rivals.discard"
	kindSAD        = "rivals.sad"
	kindAttachBurn = "rivals.attach-burn"
	kindPrevent    = "rivals.prevent"
	kindRetarget   = "rivals.retarget"
	kindTrigger    = "rivals.trigger"
	kindChoose     = "rivals.choose"
	kindInfluence  = "rivals.influence"
	kindSide       = "rivals.side"
	kindModifier   = "rivals.modifier"
	kindFist       = "rivals.fist"
	kindConspAdd   = "rivals.conspiracy-add"
	kindCounter    = "rivals.counter"
	kindPrinceDest = "rivals.prince-dest"
)
