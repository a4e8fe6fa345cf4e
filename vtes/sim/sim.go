// Package sim plays V:TES games bot against bot and gathers what they say
// about the decks, the bots and the rules: victory points, game wins and
// ousts per deck and per seat, how games end, how fast they are played.
//
// Every game is checked: the rules' invariants (vtes.Game.CheckInvariants)
// hold after every choice, the game ends within a limit of choices, and
// neither the rules nor the bots panic. The first game that breaks one of
// these is returned as a [*Failure] holding the game's log, which
// `kindred replay` replays with every hash checked.
//
// Games are played with [engine.Playout], without log or hashes, because
// that is several times faster than an [engine.Table] (docs/BENCHMARKS.md).
// Games are deterministic (their header and their bots' seeds follow from
// the game's number and Options.Seed), so a failing game is played again
// through a Table to record its log up to the failure.
package sim

import (
	"errors"
	"fmt"
	"io"
	"runtime/debug"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"kindred/bot"
	"kindred/engine"
	"kindred/vtes"
	"kindred/vtes/cards"
	"kindred/vtes/vtesbot"
)

// The bots a simulation can seat.
const (
	// Heuristic is the heuristic bot of package vtesbot.
	Heuristic = "heuristic"
	// Random is bot.Random, which picks uniformly among the legal options.
	Random = "random"
)

// DefaultMaxChoices is the default limit of choices in one game. Games
// between heuristic bots take a few hundred choices, between random bots a
// few thousand; the turn limit of the rules ends every game long before.
const DefaultMaxChoices = 200_000

// DefaultSeats is the default number of seats.
const DefaultSeats = 4

// ErrInvariant is wrapped by the error of a game in which a rules
// invariant does not hold.
var ErrInvariant = errors.New("rules invariant violated")

// Options describes a simulation. The zero value, with Games set, plays
// four-seat games between heuristic bots with the built-in decks and the
// current official rules, checking every invariant.
type Options struct {
	// Games is the number of games to play; it must be at least 1.
	Games int
	// Seed determines every game: game i is seeded with GameSeed(Seed, i).
	Seed uint64
	// Seats is the number of seats, 2 to 6; 0 means DefaultSeats.
	Seats int
	// Decks lists the decks, as header seat contents (a built-in deck name
	// or a vtes.EncodeDeck string). A list shorter than the seats repeats;
	// nil means the built-in decks in turn. Game i seats them rotated by i:
	// seat s gets entry (s+i) mod max(Seats, len(Decks)) of the repeated list, so
	// every deck plays every seat even when there are more decks than seats.
	Decks []string
	// Labels names each entry of Decks in the statistics; nil means the
	// entry itself for built-in decks and the deck's name otherwise.
	Labels []string
	// Bot is the bot in every seat: Heuristic (the default) or Random.
	Bot string
	// Rules are the rules options; nil means vtes.TournamentOptions.
	Rules *vtes.Options
	// MaxChoices fails a game not over after that many choices; 0 means
	// DefaultMaxChoices.
	MaxChoices int
	// NoCheck skips the invariant checks, to measure the rules alone.
	NoCheck bool
	// Check replaces vtes.Game.CheckInvariants as the check made after
	// every choice (tests use it to provoke failures). With several
	// Workers it is called from several goroutines at once.
	Check func(g *vtes.Game) error
	// Logged plays every game through an engine.Table: hashed after every
	// choice and logged in memory, as a server plays. Slower; for
	// measuring that cost.
	Logged bool
	// Workers is the number of games played at once, each on its own
	// goroutine; 0 means 1. The statistics do not depend on it.
	Workers int
	// CardPlays counts how often each card of each deck is played and
	// used (DeckStats.Cards).
	CardPlays bool
}

// Runner plays the games of a simulation. Build it with [NewRunner].
type Runner struct {
	opts   Options
	rules  vtes.Options
	seat   []int    // seat s of the unrotated list plays deck seat[s]
	decks  []string // distinct decks, in order of first appearance
	labels []string
	names  []string
	costs  *costMeter // nil unless MeasureCardCosts plays (one goroutine)
}

// NewRunner checks o and returns a runner for it.
func NewRunner(o Options) (*Runner, error) {
	if o.Games < 1 {
		return nil, fmt.Errorf("sim: the number of games must be at least 1, got %d", o.Games)
	}
	if o.Seats == 0 {
		o.Seats = DefaultSeats
	}
	if o.Seats < 2 || o.Seats > 6 {
		return nil, fmt.Errorf("sim: V:TES is played by 2 to 6 Methuselahs, not %d", o.Seats)
	}
	if o.Bot == "" {
		o.Bot = Heuristic
	}
	if o.Bot != Heuristic && o.Bot != Random {
		return nil, fmt.Errorf("sim: unknown bot %q (bots: %s, %s)", o.Bot, Heuristic, Random)
	}
	if o.MaxChoices == 0 {
		o.MaxChoices = DefaultMaxChoices
	}
	if o.MaxChoices < 0 {
		return nil, fmt.Errorf("sim: negative choice limit %d", o.MaxChoices)
	}
	if o.Workers == 0 {
		o.Workers = 1
	}
	if o.Workers < 0 {
		return nil, fmt.Errorf("sim: negative number of workers %d", o.Workers)
	}
	if len(o.Decks) == 0 {
		o.Decks = cards.Builtins()
		o.Labels = nil
	}
	if o.Labels != nil && len(o.Labels) != len(o.Decks) {
		return nil, fmt.Errorf("sim: %d labels for %d decks", len(o.Labels), len(o.Decks))
	}
	// Simulations measure decks as a tournament plays them (its withdrawal
	// reward and time limit), unless told otherwise.
	r := &Runner{opts: o, rules: vtes.TournamentOptions()}
	if o.Rules != nil {
		r.rules = *o.Rules
	}
	r.opts.Decks = slices.Clone(o.Decks)
	for i, spec := range o.Decks {
		d, err := (cards.Catalog{}).Deck(spec)
		if err != nil {
			return nil, fmt.Errorf("sim: deck %d: %w", i+1, err)
		}
		if !slices.Contains(r.decks, spec) {
			label := spec
			switch {
			case o.Labels != nil:
				label = o.Labels[i]
			case strings.HasPrefix(spec, "deck:"):
				label = d.Name
			}
			r.decks = append(r.decks, spec)
			r.labels = append(r.labels, label)
			r.names = append(r.names, d.Name)
		}
	}
	// The rotation runs over the seats, or over the decks when there are
	// more decks than seats, so every deck plays every seat.
	for s := range max(o.Seats, len(o.Decks)) {
		r.seat = append(r.seat, slices.Index(r.decks, o.Decks[s%len(o.Decks)]))
	}
	return r, nil
}

// Options returns the runner's options with their defaults filled in.
func (r *Runner) Options() Options { return r.opts }

// GameSeed returns the seed of game i of a simulation seeded with seed: a
// splitmix64 step, so nearby games get unrelated seeds.
func GameSeed(seed uint64, i int) uint64 {
	z := seed + uint64(i+1)*0x9e3779b97f4a7c15
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}

// deckOf returns the index in r.decks of the deck at seat s of game i.
func (r *Runner) deckOf(i, s int) int {
	n := len(r.seat)
	return r.seat[(s+i%n)%n]
}

// Header returns the header of game i.
func (r *Runner) Header(i int) engine.Header {
	seats := make([]string, r.opts.Seats)
	for s := range seats {
		seats[s] = r.decks[r.deckOf(i, s)]
	}
	return vtes.NewHeader(GameSeed(r.opts.Seed, i), r.rules, seats)
}

// Players returns the bots of game i, one per seat, seeded from the game's
// seed.
func (r *Runner) Players(i int) []engine.Player {
	rng := engine.NewRand(GameSeed(r.opts.Seed, i))
	ps := make([]engine.Player, r.opts.Seats)
	for s := range ps {
		seed := rng.Uint64()
		if r.opts.Bot == Random {
			ps[s] = bot.NewRandom(seed)
		} else {
			ps[s] = vtesbot.New(seed)
		}
	}
	return ps
}

// NewGame builds a V:TES game with the implemented cards: the
// engine.NewGame of every simulated, logged and replayed game.
func NewGame(h engine.Header) (engine.Game, error) {
	g, err := vtes.NewGame(h, builtDecks)
	if err != nil {
		return nil, err
	}
	return g, nil
}

// builtDecks is the card catalog keeping the decks it has built: a
// simulation or a replay starts thousands of games from a few decks,
// each written out in the header (vtes.EncodeDeck), and reading and
// building a deck again for every game was a thirtieth of a replay. A
// game only reads its decks.
var builtDecks = &deckCache{decks: map[string]*vtes.Deck{}}

// deckCache is a vtes.Catalog over cards.Catalog that keeps up to
// maxKeptDecks decks by their header string; safe for concurrent use.
type deckCache struct {
	mu    sync.Mutex
	decks map[string]*vtes.Deck
}

// maxKeptDecks bounds deckCache: a server plays decks without number.
const maxKeptDecks = 256

// Deck returns the deck of spec, built once.
func (c *deckCache) Deck(spec string) (*vtes.Deck, error) {
	c.mu.Lock()
	d, ok := c.decks[spec]
	c.mu.Unlock()
	if ok {
		return d, nil
	}
	d, err := cards.Catalog{}.Deck(spec)
	if err != nil {
		return nil, err
	}
	c.mu.Lock()
	if len(c.decks) < maxKeptDecks {
		c.decks[spec] = d
	}
	c.mu.Unlock()
	return d, nil
}

// outcome is what one finished game adds to the statistics.
type outcome struct {
	choices, turns int
	scores         []float64
	winners        []int
	ousted         []bool
	selfOusted     []bool
	reason         engine.Text
	plays          map[cardKey][2]int // nil unless Options.CardPlays
}

// Failure is a game that broke a rule of the simulation: an invariant
// violation (wrapping ErrInvariant), a panic in the rules or a bot
// (a *vtes.RulesError), a game not over within the choice limit
// (engine.ErrChoiceLimit), or an error from the engine.
type Failure struct {
	// Game is the game's number in the simulation, from 0.
	Game int
	// Header is the game's header.
	Header engine.Header
	// Choices is the number of choices made before the failure.
	Choices int
	// Turn is the game's turn when it failed.
	Turn int
	// Err is what went wrong.
	Err error
	// Log is the game up to the failure, recorded by playing it again
	// through an engine.Table; nil if that could not be done.
	Log *engine.Log
	// Next is the choice that was being made when the rules or a bot
	// panicked (not in Log, since it was never completed), or nil.
	Next *engine.Choice
	// Note says how the logged replay went when it did not reproduce the
	// failure exactly (a sign of non-determinism), or is empty.
	Note string
}

// Error describes the failure.
func (f *Failure) Error() string {
	return fmt.Sprintf("game %d (seed %d, decks %s) failed after %d choices, on turn %d: %v",
		f.Game, f.Header.Seed, strings.Join(f.Header.Seats, ", "), f.Choices, f.Turn, f.Err)
}

// Unwrap returns the cause.
func (f *Failure) Unwrap() error { return f.Err }

// FileName is the name under which the failing game's log is saved:
// kindred-sim-SEED-gameN.log.
func (f *Failure) FileName() string {
	return fmt.Sprintf("kindred-sim-%d-game%d.log", f.Header.Seed, f.Game)
}

// WriteLog writes the failing game's log, readable by engine.ReadLog and
// `kindred replay`, followed by comment lines describing the failure.
func (f *Failure) WriteLog(w io.Writer) error {
	if f.Log == nil {
		return errors.New("sim: the failing game has no log")
	}
	buf, err := f.Log.MarshalText()
	if err != nil {
		return err
	}
	buf = append(buf, "# kindred sim: this game failed after "...)
	buf = strconv.AppendInt(buf, int64(len(f.Log.Choices)), 10)
	buf = append(buf, " choices, on turn "...)
	buf = strconv.AppendInt(buf, int64(f.Turn), 10)
	buf = append(buf, '\n')
	if f.Next != nil {
		buf = fmt.Appendf(buf, "# the next choice, seat %d %s option %d, did not complete\n", f.Next.Seat, f.Next.Kind, f.Next.Option)
	}
	if f.Note != "" {
		buf = append(buf, "# "...)
		buf = append(buf, f.Note...)
		buf = append(buf, '\n')
	}
	for _, line := range strings.Split(strings.TrimRight(f.Err.Error(), "\n"), "\n") {
		buf = append(buf, "# "...)
		buf = append(buf, line...)
		buf = append(buf, '\n')
	}
	_, err = w.Write(buf)
	return err
}

// Run plays every game and returns the statistics, or the statistics of
// the games played so far and the *Failure of the first game (by number)
// that failed.
func (r *Runner) Run() (*Stats, error) {
	start := time.Now()
	n, workers := r.opts.Games, r.opts.Workers
	tallies := make([]tally, workers)
	failures := make([]*Failure, workers)
	var next atomic.Int64
	var failed atomic.Bool
	var wg sync.WaitGroup
	for w := range workers {
		tallies[w] = r.newTally()
		wg.Add(1)
		go func() {
			defer wg.Done()
			for !failed.Load() {
				i := int(next.Add(1) - 1)
				if i >= n {
					return
				}
				o, f := r.play(i, r.opts.Logged)
				if f != nil {
					if failures[w] == nil || f.Game < failures[w].Game {
						failures[w] = f
					}
					failed.Store(true)
					return
				}
				tallies[w].add(r, i, &o)
			}
		}()
	}
	wg.Wait()
	total := r.newTally()
	for w := range tallies {
		total.merge(&tallies[w])
	}
	st := r.stats(&total, time.Since(start))
	var first *Failure
	for _, f := range failures {
		if f != nil && (first == nil || f.Game < first.Game) {
			first = f
		}
	}
	if first != nil {
		if first.Log == nil {
			r.record(first)
		}
		return st, first
	}
	return st, nil
}

// checked wraps players so that the invariants are checked before every
// decision, and remembers the choice being made, for failure reports.
type checked struct {
	players []engine.Player
	game    *vtes.Game
	check   func(*vtes.Game) error
	calls   int           // choices asked of the players so far
	last    engine.Choice // the last choice a player made
	applied bool          // the last choice has been handed to the game
	wrapped []engine.Player
	plays   *playCounter // nil unless Options.CardPlays
	costs   *costMeter   // nil unless MeasureCardCosts plays
}

func (r *Runner) newChecked(players []engine.Player) *checked {
	c := &checked{players: players, check: r.opts.Check}
	if c.check == nil && !r.opts.NoCheck {
		c.check = (*vtes.Game).CheckInvariants
	}
	c.wrapped = make([]engine.Player, len(players))
	for s := range players {
		c.wrapped[s] = checkedSeat{c, s}
	}
	return c
}

// checkedSeat is seat s's player, checked (checked.choose).
type checkedSeat struct {
	c *checked
	s int
}

// Choose checks the invariants and asks the seat's player.
func (p checkedSeat) Choose(v engine.View, d *engine.Decision) (int, error) {
	return p.c.choose(p.s, v, d)
}

// ReadsLabels reports whether the seat's player reads the options' labels
// (engine.LabelReader): a game whose players read none builds none.
func (p checkedSeat) ReadsLabels() bool {
	r, ok := p.c.players[p.s].(engine.LabelReader)
	return !ok || r.ReadsLabels()
}

func (c *checked) choose(s int, v engine.View, d *engine.Decision) (int, error) {
	c.applied = false
	if c.costs != nil {
		c.costs.choice(c.game, d.Kind) // cardcost.go
	}
	if c.check != nil {
		if err := c.check(c.game); err != nil {
			return 0, fmt.Errorf("%w: %w", ErrInvariant, err)
		}
	}
	o, err := c.players[s].Choose(v, d)
	if c.plays != nil && err == nil {
		c.plays.count(s, v, d, o)
	}
	c.calls++
	c.last = engine.Choice{Seat: s, Kind: d.Kind, Option: o}
	c.applied = err == nil
	return o, err
}

// done returns the number of choices completed when a panic stopped the
// game: every choice asked, but the one being applied.
func (c *checked) done() int {
	if c.applied {
		return c.calls - 1
	}
	return c.calls
}

// play plays game i, through a Table when logged, and returns its outcome
// or its failure.
func (r *Runner) play(i int, logged bool) (out outcome, fail *Failure) {
	h := r.Header(i)
	c := r.newChecked(r.Players(i))
	c.costs = r.costs
	if r.opts.CardPlays {
		c.plays = newPlayCounter(r, i)
	}
	var t *engine.Table
	failed := func(err error, choices int) *Failure {
		f := &Failure{Game: i, Header: h, Choices: choices, Err: err}
		if c.game != nil {
			f.Turn = c.game.Turn
			c.game.Close()
		}
		switch {
		case t != nil:
			f.Log = copyLog(t.Log())
		case logged: // the rules failed before the first decision
			f.Log = copyLog(&engine.Log{Header: h})
		}
		return f
	}
	defer func() {
		if p := recover(); p != nil {
			out, fail = outcome{}, failed(panicError(p), c.done())
			if c.applied {
				next := c.last
				fail.Next = &next
			}
		}
	}()
	var (
		err  error
		made int
	)
	if logged {
		t, err = engine.NewTable(NewGame, h)
		if err == nil {
			c.game = t.Game().(*vtes.Game)
			err = engine.Run(t, c.wrapped, engine.RunOptions{MaxChoices: r.opts.MaxChoices})
			c.game, made = t.Game().(*vtes.Game), t.Len()
		}
	} else {
		c.game, err = vtes.NewGame(h, builtDecks)
		if err == nil {
			made, err = engine.Playout(c.game, c.wrapped, r.opts.MaxChoices)
		}
	}
	if c.costs != nil {
		c.costs.endGame()
	}
	if err == nil && c.check != nil {
		if cerr := c.check(c.game); cerr != nil {
			err = fmt.Errorf("%w at the end of the game: %w", ErrInvariant, cerr)
		}
	}
	if err != nil {
		var se *engine.SeatError
		if errors.As(err, &se) {
			err = fmt.Errorf("seat %d: %w", se.Seat+1, se.Err)
		}
		return outcome{}, failed(err, made)
	}
	g := c.game
	res := g.Result()
	out = outcome{choices: made, turns: g.Turn, scores: res.Scores, winners: res.Winners, reason: res.Reason}
	if c.plays != nil {
		out.plays = c.plays.counts
	}
	out.ousted = make([]bool, g.Seats())
	out.selfOusted = make([]bool, g.Seats())
	for s := range out.ousted {
		out.ousted[s] = g.Methuselah(s).Ousted
		out.selfOusted[s] = g.Methuselah(s).SelfOusted
	}
	g.Release() // its log serves the next game; nothing reads this one again
	return out, nil
}

// record plays a failed game again through a Table to get its log.
func (r *Runner) record(f *Failure) {
	_, again := r.play(f.Game, true)
	if again == nil {
		f.Note = "playing the game again through a Table did not fail: the game is not deterministic"
		return
	}
	f.Log, f.Next = again.Log, again.Next
	if again.Choices != f.Choices || errors.Is(again.Err, ErrInvariant) != errors.Is(f.Err, ErrInvariant) {
		f.Note = fmt.Sprintf("playing the game again through a Table failed after %d choices, not %d: %v",
			again.Choices, f.Choices, again.Err)
	}
}

// copyLog copies a table's log, which the table keeps changing.
func copyLog(l *engine.Log) *engine.Log {
	c := &engine.Log{Header: l.Header, Choices: slices.Clone(l.Choices)}
	c.Header.Rules = slices.Clone(l.Header.Rules)
	c.Header.Seats = slices.Clone(l.Header.Seats)
	return c
}

// panicError turns a recovered panic into an error: a *vtes.RulesError as
// is, anything else with its stack.
func panicError(p any) error {
	if err, ok := p.(*vtes.RulesError); ok {
		return err
	}
	return &vtes.RulesError{Value: p, Stack: string(debug.Stack())}
}
