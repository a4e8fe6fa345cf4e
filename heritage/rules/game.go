// Package rules is the rules kernel of VtM Heritage
// (../shared/rules/heritage.md): one chapter (a game) played from its
// setup (§2) through its rounds (§3) to its end and ties (§4), over the
// content of a pack (heritage/pack). The rules are straight-line code in
// a coroutine (docs/ARCHITECTURE.md, "Heritage rules are a coroutine
// too"): play() reads like the rulebook and asks for decisions with
// ask(); a decision with a single legal option is taken without asking.
package rules

import (
	"fmt"
	"iter"
	"runtime/debug"

	"kindred/engine"
	"kindred/heritage/chronicle"
	"kindred/heritage/pack"
)

// Name and Version identify Heritage in log headers.
const (
	Name    = "heritage"
	Version = "0.1"
)

// Decision kinds.
const (
	KindTurn         = "heritage.turn"
	KindSire         = "heritage.sire"
	KindPay          = "heritage.pay"
	KindLeader       = "heritage.leader"
	KindFavor        = "heritage.favor"
	KindTarget       = "heritage.target"
	KindAnkh         = "heritage.ankh"
	KindGeo          = "heritage.geo"
	KindSacrifice    = "heritage.sacrifice"
	KindPrimogen     = "heritage.primogen"
	KindChoose       = "heritage.choose"
	KindOrder        = "heritage.order"
	KindSlot         = "heritage.slot"
	KindRetrieve     = "heritage.retrieve"
	KindDilemma      = "heritage.dilemma"
	KindStatus       = "heritage.status"
	KindServant      = "heritage.servant"
	KindPlan         = "heritage.plan"
	KindReward       = "heritage.reward"
	KindSticker      = "heritage.sticker"
	KindObligation   = "heritage.obligation"
	KindToken        = "heritage.token"
	KindNameSticker  = "heritage.name-sticker"
	KindPrologue     = "heritage.prologue"
	KindHead         = "heritage.head"
	KindSkillSticker = "heritage.skill-sticker"
	KindAttribute    = "heritage.attribute"
	KindObedience    = "heritage.obedience"
	KindGuest        = "heritage.guest"
	KindScoreCard    = "heritage.scorecard"
)

// Vampire is a vampire in a Lineage (§6 Lineage): a Clan Head or a
// recruited character, with its markers (§3.3).
type Vampire struct {
	ID      int
	Owner   int
	Head    int // index in Game.Heads, or -1
	Card    int // index in Game.Cards, or -1
	Sire    int // vampire id, or -1 for a Clan Head
	Childer []int
	Power   int
	Infamy  int
	Favors  int
	Exhaust bool
	Torpor  bool
	Enemy   []int // seats whose Declare Enemy card sits on it (§7.1 Brujah)
	Ankhs   []pack.Geo
	Grafts  []int // Ancillae tucked under it (§7.1 Tzimisce), card indices
}

// Card is one character card in the game: its printed data and the face
// it shows.
type Card struct {
	Def  *pack.Character
	Face string
	Clan string // affiliation: a clan id, "thin-blood" or ""
	// Stickers are the skill stickers placed in a chronicle (§5.3 step
	// 5), after the printed skills.
	Stickers []string
	// Name is a name sticker's text, if the card bears one.
	Name string
}

// Player is one seat's side of the table.
type Player struct {
	Clan    string
	Head    *pack.ClanHead
	Lineage []int // vampire ids, in recruitment order; [0] is the Clan Head
	Hand    []int // intrigue indices
	Pile    []int // the Clan Intrigue draw pile, top last
	Discard []int
	Reserve int // Antechamber card reserved (card index), or -1
	// ReserveSlot is the slot of the Reserve while the Antechamber
	// refills (option reserve-follows slot).
	ReserveSlot int
	Missions    []int
	VP          int
	BoardVP     []int // points from each board, for the booklet
	Recruited   bool  // this turn
	AssetUsed   bool  // this turn (§5.6)
	Playing     int   // the Clan Intrigue being played, or -1
	Intrigues0  int   // Clan Intrigues the seat owned at setup (an invariant)
	ServantUsed bool  // this game (§5.5)
	Intrigues   int   // played this turn
	Allowed     int   // intrigues allowed this turn
}

// Event is a line of the game's log, for people.
type Event struct {
	Round int
	Text  engine.Text
}

// Game is the state of one game of Heritage. It implements engine.Game.
type Game struct {
	Pack           *pack.Pack
	Opts           Options
	rng            engine.Rand
	Players        []Player
	Vamps          []Vampire
	Cards          []Card
	Heads          []*pack.ClanHead
	Intr           []*pack.Intrigue
	Deck           []int // character deck, top last
	Dead           []int // character discard
	Havens         []int // servants waiting in their Havens (§5.5)
	Limbo          []int // a character revealed and being recruited
	Market         []MarketCard
	Attached       []Attached // Declare Enemy cards on their vampires
	Edicts         []Edict
	Ante           []int // Antechamber slots, leftmost first; -1 empty
	AnteRes        []int // seat reserving each slot's card, or -1
	Boards         []Board
	Missions       []Mission
	Round, Rounds  int
	Turns          int // player turns begun, from 1
	First, Current int
	Over           bool
	Events         []Event
	Ranking        []int // seats, first to last, once over
	steps          int   // effect steps run: part of the hash (where the rules are)
	// Chron is the chronicle's state before this game, nil for a base
	// game; Next the state after, built by the Results phase (§5.3).
	Chron *chronicle.State
	Next  *chronicle.State
	// Preview is the chapter preview drawn at setup (§2.1 step 1).
	Preview string
	// assetsLeft are each seat's unused Assets during the game (§5.6).
	assetsLeft [][]string
	pos        func(*Game)

	coro struct {
		next  func() (struct{}, bool)
		stop  func()
		yield func(struct{}) bool
		ans   int
	}
	dec      engine.Decision
	labels   []engine.Text
	noLabels bool
	views    []View
}

// Attached is a Declare Enemy card sitting on a vampire (§7.1 Brujah).
type Attached struct {
	Intr, Owner, Vampire int
}

// Mission is a mission in play (§4.2).
type Mission struct {
	Name      string
	Attribute string
	VP        int
	Claimer   int // seat, -1 for none
	Chronicle *pack.ChronicleMission
	// Final marks the chronicle's final mission (finale.go).
	Final bool
}

// RulesError is a bug found while playing: the panic's value and the
// stack where it happened.
type RulesError struct {
	Value any
	Stack string
}

// Error gives the panic and its stack.
func (e *RulesError) Error() string {
	return fmt.Sprintf("heritage rules error: %v\n%s", e.Value, e.Stack)
}

type stopSignal struct{}

func (g *Game) start() {
	seq := func(yield func(struct{}) bool) {
		g.coro.yield = yield
		defer func() {
			if r := recover(); r != nil {
				if _, ok := r.(stopSignal); ok {
					return
				}
				panic(&RulesError{Value: r, Stack: string(debug.Stack())})
			}
		}()
		g.play()
	}
	g.coro.next, g.coro.stop = iter.Pull(seq)
	g.resume()
}

func (g *Game) resume() {
	if _, ok := g.coro.next(); !ok {
		g.Over = true
	}
}

// Close stops the rules coroutine of a game abandoned before its end.
func (g *Game) Close() {
	if g.coro.stop != nil {
		g.coro.stop()
	}
}

// opt is one option being listed: its code and label.
func (g *Game) opt(code int64, m engine.Msg, args ...engine.Arg) {
	g.dec.Options = append(g.dec.Options, engine.Option{Code: code})
	if !g.noLabels {
		g.labels = append(g.labels, m.With(args...))
	} else {
		g.labels = append(g.labels, engine.Text{})
	}
}

// begin starts listing the options of a decision.
func (g *Game) begin(seat int, kind string, prompt engine.Text) {
	g.dec = engine.Decision{Seat: seat, Kind: kind, Prompt: prompt, Options: g.dec.Options[:0], Describe: g.describe}
	g.labels = g.labels[:0]
}

func (g *Game) describe(i int) engine.Text {
	if i < 0 || i >= len(g.labels) {
		return engine.Text{}
	}
	return g.labels[i]
}

// ask waits for the answer to the decision listed (begin, opt) and
// returns the code of the option chosen; a single option is taken
// without asking.
func (g *Game) ask() int64 {
	if len(g.dec.Options) == 0 {
		panic("decision " + g.dec.Kind + " with no option")
	}
	if len(g.dec.Options) == 1 {
		return g.dec.Options[0].Code
	}
	if !g.coro.yield(struct{}{}) {
		panic(stopSignal{})
	}
	return g.dec.Options[g.coro.ans].Code
}

// Seats returns the number of seats.
func (g *Game) Seats() int { return len(g.Players) }

// Pending returns the decision waited for, or nil once the game is over.
func (g *Game) Pending() *engine.Decision {
	if g.Over {
		return nil
	}
	return &g.dec
}

// Apply answers the pending decision.
func (g *Game) Apply(option int) error {
	if err := engine.CheckOption(g.Pending(), option); err != nil {
		return err
	}
	g.coro.ans = option
	g.resume()
	return nil
}

// BuildLabels turns option labels on or off (engine.Labeller).
func (g *Game) BuildLabels(on bool) { g.noLabels = !on }

// log appends an event.
func (g *Game) log(m engine.Msg, args ...engine.Arg) {
	g.Events = append(g.Events, Event{Round: g.Round, Text: m.With(args...)})
}

// Result returns the outcome (§4.4): VP as scores, the first of the
// ranking as the winner.
func (g *Game) Result() engine.Result {
	r := engine.Result{Reason: msgEndRounds.With(engine.Int(g.Rounds))}
	for _, p := range g.Players {
		r.Scores = append(r.Scores, float64(p.VP))
	}
	if len(g.Ranking) > 0 {
		r.Winners = []int{g.Ranking[0]}
	}
	return r
}

// Hash hashes the whole state, hidden cards and the generator included.
func (g *Game) Hash() uint64 {
	var h engine.Hasher
	for _, w := range g.rng.State() {
		h.Uint64(w)
	}
	h.Int(g.Round)
	h.Int(g.Turns)
	h.Int(g.First)
	h.Int(g.Current)
	h.Int(g.steps)
	h.Bool(g.Over)
	ints := func(xs []int) {
		h.Int(len(xs))
		h.Ints(xs)
	}
	ints(g.Deck)
	ints(g.Dead)
	ints(g.Havens)
	ints(g.Limbo)
	for _, m := range g.Market {
		h.Int(m.Intr)
		h.Int(m.Owner)
		h.Int(m.Favors)
		h.Bool(m.Bought)
	}
	for _, a := range g.Attached {
		h.Int(a.Intr)
		h.Int(a.Owner)
		h.Int(a.Vampire)
	}
	for _, e := range g.Edicts {
		h.Int(e.Intr)
		h.Int(e.Owner)
		h.Int(e.Leader)
		h.Str(e.Attr)
	}
	ints(g.Ante)
	ints(g.AnteRes)
	for _, c := range g.Cards {
		h.Str(c.Face)
		h.Str(c.Clan)
		h.Int(len(c.Stickers))
	}
	for _, p := range g.Players {
		ints(p.Lineage)
		ints(p.Hand)
		ints(p.Pile)
		ints(p.Discard)
		ints(p.Missions)
		h.Int(p.Reserve)
		h.Int(p.VP)
		h.Bool(p.Recruited)
		h.Bool(p.AssetUsed)
		h.Bool(p.ServantUsed)
		h.Int(p.Intrigues)
		h.Int(p.Allowed)
		h.Int(p.Playing)
	}
	for _, v := range g.Vamps {
		h.Int(v.Owner)
		h.Int(v.Card)
		h.Int(v.Sire)
		ints(v.Childer)
		h.Int(v.Power)
		h.Int(v.Infamy)
		h.Int(v.Favors)
		h.Bool(v.Exhaust)
		h.Bool(v.Torpor)
		ints(v.Enemy)
		ints(v.Grafts)
		h.Int(len(v.Ankhs))
		for _, a := range v.Ankhs {
			h.Str(string(a))
		}
	}
	for _, b := range g.Boards {
		b.hash(&h)
	}
	for _, m := range g.Missions {
		h.Int(m.Claimer)
	}
	for _, a := range g.assetsLeft {
		h.Int(len(a))
	}
	if g.Chron != nil {
		g.Chron.Hash(&h) // a chronicle step changes it in play
	}
	if g.Next != nil {
		g.Next.Hash(&h)
	}
	if !g.Over {
		h.Int(g.dec.Seat)
		h.Str(g.dec.Kind)
		for _, o := range g.dec.Options {
			h.Uint64(uint64(o.Code))
		}
	}
	return h.Sum()
}
