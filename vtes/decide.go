package vtes

import (
	"sync"

	"kindred/engine"
)

// The rules are written as straight-line code that asks for decisions
// (docs/ARCHITECTURE.md, "Rules as a coroutine"): play() runs inside an
// iter.Pull coroutine; ask() hands the pending decision to the engine and
// resumes with the answer. A decision with a single legal option is not
// asked: it is taken at once and not logged.

// RulesError is a bug in the rules or a card found while playing
// (engine.RulesError): simulations report it with the game's log.
type RulesError = engine.RulesError

// gameOver unwinds the rules when the game ends (§8.1).
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

// forget drops the foresight of the decision about to wait: a replay
// foresees the next one while this one waits (engine.Coroutine.OnWait).
func (g *Game) forget() { g.foreseen, g.foreSeat = 0, 0 }

// end marks the game over once its rules have returned.
func (g *Game) end() {
	g.over = true
	g.Phase = PhaseOver
}

// growStack grows the rules' goroutine's stack to the size a game needs,
// once, while it is still shallow: grown a step at a time as the rules go
// deeper, it was copied three times a game, frame by frame.
//
//go:noinline
func growStack(i int) byte {
	var room [24 << 10]byte
	room[i] = 1
	return room[(i+1)%len(room)]
}

// Close stops the rules coroutine of a game that will not be played to
// its end. A finished game needs no Close.
func (g *Game) Close() { g.coro.Close() }

// logs keeps the logs of released games (Release) for new ones: a log
// grows to about a thousand entries a game, and its growth was four
// tenths of the bytes a simulation allocated, so of its garbage
// collections (docs/BENCHMARKS.md).
var logs sync.Pool // of *[]LogEntry

// Release stops the game and hands its log and its memory (its cards,
// actions, combats, lists: the arena, slab.go) to the next game made: g,
// what Log returned and anything read from g (a *Card, a *Methuselah, a
// Decision) must not be used afterwards. Simulations release each game
// once its result is read; a game not released is simply collected.
func (g *Game) Release() {
	g.Close()
	g.releaseArena()
	if cap(g.log) > 0 {
		l := g.log[:0]
		g.log = nil
		logs.Put(&l)
	}
}

// reuseLog gives a new game a released game's log, if there is one.
func (g *Game) reuseLog() {
	if l, ok := logs.Get().(*[]LogEntry); ok {
		g.log = *l
	}
}

// options starts building the options of a new decision, listed whole
// unless its caller cuts it (cut).
func (g *Game) options() {
	g.dec.Options = g.dec.Options[:0]
	g.labels = g.labels[:0]
	g.optMsgs = g.optMsgs[:0]
	g.cutting = false
}

// optionMsg adds an option with its code and the label m.With(args...),
// made only when labels are built: a replay builds none (BuildLabels), and
// building every option's label anyway cost a replay about 4 %, a bot's
// game as much (a bot reads no label: engine.LabelReader). The label's
// message alone is always kept (optMsgs): View.Option tells some options
// apart by it. One copy for the hundred callers.
//
//go:noinline
func (g *Game) optionMsg(code int64, m engine.Msg, args ...engine.Arg) {
	g.dec.Options = append(g.dec.Options, engine.Option{Code: code})
	g.optMsgs = append(g.optMsgs, m)
	if !g.unlabelled {
		g.addLabel(m, args)
	}
}

// addLabel adds the label m.With(args...) of the option just added
// (optionMsg), written in place, every field, by the number of arguments:
// a Table's game builds ≈ 3,500 labels, and a label made aside, copied,
// then its arguments copied in a loop that mispredicted its end at
// every other label cost it 3 % (BENCHMARKS, VS7). Out of line, so that
// a replay's optionMsg, which builds none, is a few lines.
//
//go:noinline
func (g *Game) addLabel(m engine.Msg, args []engine.Arg) {
	n := len(g.labels)
	if n == cap(g.labels) {
		g.growLabels()
	}
	g.labels = g.labels[:n+1]
	l := &g.labels[n]
	l.Msg = m
	switch len(args) {
	case 3:
		l.Args[0], l.Args[1], l.Args[2] = args[0], args[1], args[2]
	case 2:
		l.Args[0], l.Args[1], l.Args[2] = args[0], args[1], engine.Arg{}
	case 1:
		l.Args[0], l.Args[1], l.Args[2] = args[0], engine.Arg{}, engine.Arg{}
	case 0:
		l.Args = [engine.MaxArgs]engine.Arg{}
	default:
		m.With(args...) // panics: more than MaxArgs arguments
	}
}

// growLabels makes room for one more label, out of line: the list is
// kept from one decision to the next (and one game to the next: slab.go),
// so it rarely grows.
//
//go:noinline
func (g *Game) growLabels() {
	g.labels = append(g.labels, engine.Text{})[:len(g.labels)]
}

// BuildLabels turns the options' labels on or off (engine.Labeller): a
// replay builds none but for the decision it stops at, a game played by
// bots that read none (engine.LabelReader) none at all. What the bots read
// of them (OptionInfo) is in optMsgs, always built.
func (g *Game) BuildLabels(on bool) { g.unlabelled = !on }

// Foresee notes the next choice a replay applies (engine.Foreseer), nil
// for none. Until that choice is asked for, the rules skip the decisions
// that cannot be it (unasked) and list the options of the one that is
// only up to the answer (cut, enough). The kind is read once as its
// DecisionKind: the callers compare it at about 60 inlined sites, which
// as strings brought in cold lines at every window (BENCHMARKS, VS4). A
// kind of no V:TES decision is DecOther, which no caller asks: such a
// choice is still refused where the engine checks it.
func (g *Game) Foresee(next *engine.Choice) {
	g.foreseen, g.foreSeat, g.foreKind = 0, 0, DecOther
	if next != nil && next.Option >= 0 && next.Seat >= 0 {
		g.foreseen, g.foreSeat, g.foreKind = next.Option+1, next.Seat+1, decisionKindOf(next.Kind)
	}
}

// unasked reports whether a replay knows that seat's next decision of
// kind is not asked (Foresee): the next choice of the log is another
// seat's or another kind's, so this decision had a single option. The
// callers' is a pass or a decline, which they take without listing the
// options: a window's seats, ≈ 900 a game, have nothing to play but a
// few dozen times, and most block attempts and bids are not asked either.
func (g *Game) unasked(seat int, kind DecisionKind) bool {
	return g.foreSeat > 0 && (seat+1 != g.foreSeat || kind != g.foreKind)
}

// foreseenAnswer reports whether the next choice a replay applies is
// seat's decision of kind (Foresee).
func (g *Game) foreseenAnswer(seat int, kind DecisionKind) bool {
	return g.foreSeat == seat+1 && kind == g.foreKind
}

// enough reports whether the options listed so far may be all a replay
// needs (Foresee): the foreseen one, and two at least, so that the
// decision is still asked. Only the lists of a decision that set cutting
// (cut, or the minion phase) stop there, where their builders check it.
func (g *Game) enough() bool {
	return g.cutting && len(g.dec.Options) >= max(g.foreseen, 2)
}

// cut lets the options of seat's decision of kind, about to be listed,
// stop at enough when a replay foresees that decision (Foresee). The
// caller turns cutting off once its options are listed, before it asks,
// and cuts only where nothing reads the whole list: no loop guard
// (barLoops), no test of the options but nopts() == 1, which a cut list
// of two options or more answers as the whole one. Every decision before
// the foreseen one had a single option, so this one, when it has two or
// more, is the foreseen one; with one, the cut list is the whole list.
// The decision a replay stops at is foreseen by nothing: built whole.
func (g *Game) cut(seat int, kind DecisionKind) {
	g.cutting = g.foreseenAnswer(seat, kind)
}

// label returns the label of option i of the pending decision.
func (g *Game) label(i int) engine.Text {
	if i < 0 || i >= len(g.labels) {
		return engine.Text{}
	}
	return g.explainLabel(i, g.labels[i]) // optionlabels.go
}

// nopts is the number of options built so far.
func (g *Game) nopts() int { return len(g.dec.Options) }

// ask poses the built options to seat and returns the index chosen
// (engine.Coroutine.Ask). A single option is taken without asking.
// The prompt is passed by address: the frames under a waiting decision
// are a waiting game's stack (turn).
func (g *Game) ask(seat int, kind string, prompt *engine.Text) int {
	if g.scenario && (len(g.dec.Options) > 1 || g.coro.AskSingle) {
		g.dec.Seat, g.dec.Kind, g.dec.Prompt = seat, kind, *prompt
		g.checkShares()
	}
	return g.coro.AskText(seat, kind, prompt)
}

// Rerun replays choices inside the rules (engine.Rerunner,
// engine.Coroutine.Rerun): a replayed choice costs no switch of the rules'
// coroutine (two a choice, ≈ 5 % of a replay).
func (g *Game) Rerun(cs []engine.Choice) int { return g.coro.Rerun(cs, g.Hash, g.told) }

// Autoplay asks choose for the decisions inside the rules (engine.Autoplayer,
// engine.Coroutine.Autoplay): a bot's choice costs no switch of the rules'
// coroutine (two a choice).
func (g *Game) Autoplay(choose func(d *engine.Decision) (int, bool)) { g.coro.Autoplay(choose) }

// told is told the choice after the one a rerun applies (Rerun): it
// foresees it and builds no labels but for the decision the last choice
// leads to, as engine.Replay would tell it (BuildLabels).
func (g *Game) told(next *engine.Choice) {
	g.Foresee(next)
	g.unlabelled = next != nil
}

// askCode is ask returning the chosen option's code.
func (g *Game) askCode(seat int, kind string, prompt engine.Text) int64 {
	i := g.ask(seat, kind, &prompt)
	return g.dec.Options[i].Code
}

// yesNo asks a yes/no question; no is the first option.
func (g *Game) yesNo(seat int, kind string, prompt engine.Text) bool {
	g.options()
	g.optionMsg(0, msgNo)
	g.optionMsg(1, msgYes)
	return g.askCode(seat, kind, prompt) == 1
}

// Decision kinds: stable keys written to logs.
const (
	kindMaster     = "vtes.master"
	kindMinion     = "vtes.action"
	kindTarget     = "vtes.target"
	kindBlock      = "vtes.block"
	kindBid        = "vtes.bid"
	kindPlay       = "vtes.play"
	kindInfluence  = "vtes.influence"
	kindDiscard    = "vtes.discard"
	kindVote       = "vtes.vote"
	kindVoteSide   = "vtes.vote-side"
	kindTerms      = "vtes.terms"
	kindStrike     = "vtes.strike"
	kindPrevent    = "vtes.prevent"
	kindChoose     = "vtes.choose"
	kindEdge       = "vtes.edge"
	kindYield      = "vtes.yield"
	kindHandDiscrd = "vtes.hand-discard"
	kindDiablerize = "vtes.diablerize"
	kindBurnOption = "vtes.burn-option"
	kindWithdraw   = "vtes.withdraw"
)
