package rivals

import (
	"fmt"

	"kindred/engine"
)

// The rules are straight-line code that asks for decisions, as V:TES's
// are (docs/ARCHITECTURE.md, "Rivals rules are a coroutine too"): play()
// runs inside an iter.Pull coroutine; ask() hands the pending decision to
// the engine and resumes with the answer. A decision with a single legal
// option is taken at once and not logged.

// RulesError is a bug in the rules or a card found while playing
// (engine.RulesError).
type RulesError = engine.RulesError

// stackRoom is the stack growStack makes room for: the rules' deepest
// frames (an attack's damage inside an action inside a turn) need 16 KB
// to 32 KB; the runtime doubles a stack, from 8 KB, when it runs out.
const stackRoom = 24 << 10

// gameOver unwinds the rules when the game ends.
type gameOver = engine.GameOver

// start runs the rules (engine.Coroutine) until their first decision.
func (g *Game) start() {
	g.coro.Dec = &g.dec
	g.coro.OnWait = g.forget
	g.coro.OnEnd = g.end
	g.dec.Describe = g.label
	g.coro.Start(func() {
		growStack(0)
		g.play()
	})
}

// growStack grows the rules' goroutine's stack to the size a game needs,
// once, while it is still shallow: grown a step at a time as the rules go
// deeper, it is copied frame by frame at each step (a thirtieth of a
// replay's instructions), as V:TES's was.
//
//go:noinline
func growStack(i int) byte {
	var room [stackRoom]byte
	room[i] = 1
	return room[(i+1)%len(room)]
}

// forget drops the foresight of the decision about to wait: a replay
// foresees the next one while this one waits (engine.Coroutine.OnWait).
func (g *Game) forget() { g.fore = foresight{} }

// end marks the game over once its rules have returned.
func (g *Game) end() {
	g.over = true
	g.Phase = PhaseOver
}

// Close stops the rules coroutine of a game that will not be played to
// its end (games.Closer).
func (g *Game) Close() { g.coro.Close() }

// BuildLabels turns the options' labels on or off (engine.Labeller).
func (g *Game) BuildLabels(on bool) { g.unlabelled = !on }

// optionRoom is the room a game's decisions' options are made with (the
// Action menu's ≈ 20 at most, most often): grown from nothing, the list
// was eight allocations a game.
const optionRoom = 32

// options starts a new decision's options, listed whole unless cutFor
// says otherwise.
func (g *Game) options() {
	g.dec.Options = g.dec.Options[:0]
	g.labels = g.labels[:0]
	g.fore.cutting = false
	g.codesOnly = g.unlabelled
}

// option adds an option with its code and label; past what a foreseen
// answer needs (enough), none. Without labels and foresight (a playout's
// bots read neither: codesOnly) it only appends the code, small enough to
// be inlined where it is called, ≈ 2,000 times a game.
func (g *Game) option(code int64, m engine.Msg, args ...engine.Arg) {
	if !g.codesOnly {
		g.addOption(code, m, args)
		return
	}
	g.dec.Options = append(g.dec.Options, engine.Option{Code: code})
}

// addOption is option's whole case: the foresight's cut, the list
// grown, the label.
func (g *Game) addOption(code int64, m engine.Msg, args []engine.Arg) {
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

// ask poses the options built to seat and returns the index chosen
// (engine.Coroutine.Ask); a single option is taken without asking.
func (g *Game) ask(seat int, kind string, prompt engine.Text) int {
	return g.coro.Ask(seat, kind, prompt)
}

// The rules replay a log themselves and build labels on demand.
var (
	_ engine.Rerunner   = (*Game)(nil)
	_ engine.Labeller   = (*Game)(nil)
	_ engine.Foreseer   = (*Game)(nil)
	_ engine.Autoplayer = (*Game)(nil)
)

// Rerun replays choices inside the rules (engine.Rerunner,
// engine.Coroutine.Rerun): a replayed choice costs no switch of the rules'
// coroutine (two a choice).
func (g *Game) Rerun(cs []engine.Choice) int { return g.coro.Rerun(cs, g.Hash, g.told) }

// Autoplay asks choose for the decisions inside the rules
// (engine.Autoplayer, engine.Coroutine.Autoplay): a bot's choice in
// engine.Playout costs no switch of the rules' coroutine (two a choice,
// ≈ 6 % of a heuristic game's instructions).
func (g *Game) Autoplay(choose func(d *engine.Decision) (int, bool)) { g.coro.Autoplay(choose) }

// told is told the choice after the one a rerun applies (Rerun): it
// foresees it and builds no labels but for the decision the last choice
// leads to, as engine.Replay would tell it (engine.Labeller).
func (g *Game) told(next *engine.Choice) {
	g.Foresee(next)
	g.unlabelled = next != nil
}

// askCode is ask returning the chosen option's code.
func (g *Game) askCode(seat int, kind string, prompt engine.Text) int64 {
	return g.dec.Options[g.ask(seat, kind, prompt)].Code
}

// Pending returns the decision the game waits for, or nil when it is
// over.
func (g *Game) Pending() *engine.Decision { return g.coro.Pending() }

// Apply answers the pending decision.
func (g *Game) Apply(option int) error { return g.coro.Apply(option) }

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
	if !g.coro.Waiting() {
		return fmt.Errorf("the game is over; cannot answer %q", text)
	}
	i, err := engine.OptionContaining(g.Labels(), text)
	if err != nil {
		return fmt.Errorf("%s (seat %d): %w", g.dec.Kind, g.dec.Seat+1, err)
	}
	return g.Apply(i)
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
