// Package gametest is the contract test every game plugged into Kindred
// runs with one line, as OpenSpiel runs one random-play test over all its
// games:
//
//	func TestContract(t *testing.T) { gametest.Run(t, mygame.New(), gametest.Options{}) }
//
// [Run] checks, as subtests, the kernel's contract (engine.Game's
// Pending, Apply, Hash and View), seeded determinism, replay of a
// recorded log with every hash, hidden information over whole games
// (games.Secrets), the game's invariants (games.Checker) after every
// choice, the plug-in's own promises (games.Game) and a golden
// playthrough kept under the calling package's testdata/. See
// docs/TESTING.md, "The contract test".
package gametest

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"runtime/debug"
	"strconv"
	"testing"

	"kindred/engine"
	"kindred/games"
)

// Flags of every test binary that runs the contract.
var (
	update = flag.Bool("update", false, "gametest: rewrite the golden playthroughs under testdata/")
	long   = flag.Int("contract.games", 0, "gametest: games each whole-game subtest plays (0: the test's Options.Games; also $KINDRED_CONTRACT_GAMES)")
)

// Options tunes [Run]. The zero value is the default: a short run fit
// for every `go test`.
type Options struct {
	// Games is how many whole games the Contract, Invariants and Replay
	// subtests each play (default 6). The -contract.games flag, or the
	// KINDRED_CONTRACT_GAMES environment variable, overrides it for a
	// long run.
	Games int
	// InvariantGames is how many whole games the Invariants subtest
	// plays (default Games): the game's own checks after every choice
	// cost little, so a game may ask for many.
	InvariantGames int
	// HiddenGames is how many whole games the Hidden subtest plays,
	// checking every decision (default Games: it is the slow one).
	HiddenGames int
	// MaxChoices is the number of choices every game must end within
	// (default 100000).
	MaxChoices int
	// GoldenSeed seeds the golden playthrough's game (default 1).
	GoldenSeed uint64
	// GoldenDecisions caps the decisions the golden playthrough writes
	// (default 300), so the file stays reviewable.
	GoldenDecisions int
	// Bot names the bot (one of the game's Bots) that plays the seats of
	// the Contract, Determinism, Replay, Hidden and Golden subtests
	// (default: the game's first). The Invariants subtest plays every
	// bot in turn.
	Bot string
	// JSONEvery is how often (every JSONEvery-th decision) the Contract
	// subtest checks ViewJSON and Status for every seat, and the Hidden
	// subtest reads ViewJSON (default 5).
	JSONEvery int
	// Rules are the rules options of the games played (default: every
	// option's default). A game whose default rules let bots play forever
	// (V:TES's casual mode has no turn limit) names the options that end
	// its games here.
	Rules map[string]string
}

// withDefaults fills the zero fields.
// n is the number of games of a long run, or 0.
func (o Options) withDefaults(g games.Game, n int) Options {
	if o.Games <= 0 {
		o.Games = 6
	}
	if n > 0 {
		// A long run scales every count alike.
		scale := func(k int) int {
			if k <= 0 {
				return 0
			}
			return max(1, k*n/o.Games)
		}
		o.HiddenGames, o.InvariantGames = scale(o.HiddenGames), scale(o.InvariantGames)
		o.Games = n
	}
	if o.HiddenGames <= 0 {
		o.HiddenGames = o.Games
	}
	if o.InvariantGames <= 0 {
		o.InvariantGames = o.Games
	}
	if o.MaxChoices <= 0 {
		o.MaxChoices = 100000
	}
	if o.GoldenSeed == 0 {
		o.GoldenSeed = 1
	}
	if o.GoldenDecisions <= 0 {
		o.GoldenDecisions = 300
	}
	if o.Bot == "" && len(g.Bots()) > 0 {
		o.Bot = g.Bots()[0].Name
	}
	if o.JSONEvery <= 0 {
		o.JSONEvery = 5
	}
	return o
}

// Run runs the contract test of g as subtests of t: Plugin, Contract,
// Determinism, Replay, Hidden, Invariants and Golden.
func Run(t *testing.T, g games.Game, opts Options) {
	t.Helper()
	n := *long
	if s := os.Getenv("KINDRED_CONTRACT_GAMES"); n == 0 && s != "" {
		var err error
		if n, err = strconv.Atoi(s); err != nil || n < 1 {
			t.Fatalf("KINDRED_CONTRACT_GAMES=%q: want a number of games, 1 or more", s)
		}
	}
	r := &runner{g: g, o: opts.withDefaults(g, n)}
	t.Run("Plugin", r.plugin)
	t.Run("Contract", r.contract)
	t.Run("Determinism", r.determinism)
	t.Run("Replay", r.replay)
	t.Run("Hidden", r.hidden)
	t.Run("Invariants", r.invariants)
	t.Run("Golden", r.golden)
}

// runner holds the game under test and its options.
type runner struct {
	g games.Game
	o Options
}

// header returns the header of game i of a subtest: its seed base+i, its
// seat count rotating from the game's minimum to its maximum, its
// contents rotating through the built-in ones (the seed picks the first,
// so that many games reach every content).
func (r *runner) header(t *testing.T, base uint64, i int) engine.Header {
	t.Helper()
	s := r.g.Seats()
	return r.headerFor(t, base+uint64(i), s.Min+i%(s.Max-s.Min+1))
}

// headerFor returns the header of a game of seats seats seeded seed.
func (r *runner) headerFor(t *testing.T, seed uint64, seats int) engine.Header {
	t.Helper()
	cs := r.g.Contents()
	if len(cs) == 0 {
		t.Fatalf("%s has no built-in contents to deal", r.g.Name())
	}
	specs := make([]string, seats)
	for j := range specs {
		specs[j] = cs[(int(seed%uint64(len(cs)))+j)%len(cs)].Name
	}
	h, err := r.g.NewHeader(seed, r.o.Rules, specs)
	if err != nil {
		t.Fatalf("NewHeader(%d, %v, %v): %v", seed, r.o.Rules, specs, err)
	}
	return h
}

// newGame starts the game of h; the test closes it at its end.
func (r *runner) newGame(t *testing.T, h engine.Header) engine.Game {
	t.Helper()
	g, err := r.g.NewGame(h)
	if err != nil {
		t.Fatalf("NewGame(%+v): %v", h, err)
	}
	t.Cleanup(func() { games.Close(g) })
	return g
}

// players seats bot in every seat of a game seeded seed: seat s's bot is
// seeded seed*31+s.
func (r *runner) players(t *testing.T, bot string, seed uint64, n int) []engine.Player {
	t.Helper()
	ps := make([]engine.Player, n)
	for s := range ps {
		p, err := r.g.NewBot(bot, seed*31+uint64(s))
		if err != nil {
			t.Fatalf("NewBot(%q): %v", bot, err)
		}
		ps[s] = p
	}
	return ps
}

// play plays g to its end with ps, calling each (when not nil) before
// every choice with the pending decision, and after with the option
// taken (after). It fails the test when the game does not end within
// MaxChoices, and returns the number of choices made.
func (r *runner) play(t *testing.T, g engine.Game, ps []engine.Player, each func(n int, d *engine.Decision), after func(n int, option int)) int {
	t.Helper()
	for n := 0; ; n++ {
		d := g.Pending()
		if d == nil {
			return n
		}
		if n >= r.o.MaxChoices {
			t.Fatalf("the game did not end within %d choices (Options.MaxChoices)", r.o.MaxChoices)
		}
		if each != nil {
			each(n, d)
			d = g.Pending()
		}
		if d.Seat < 0 || d.Seat >= len(ps) {
			t.Fatalf("choice %d: the game asks seat %d of %d", n+1, d.Seat, len(ps))
		}
		var o int
		var err error
		safely(t, "the bot's Choose", func() { o, err = ps[d.Seat].Choose(g.View(d.Seat), d) })
		if err != nil {
			t.Fatalf("choice %d: seat %d's bot: %v", n+1, d.Seat, err)
		}
		if err := g.Apply(o); err != nil {
			t.Fatalf("choice %d: seat %d's bot answered %s with %d: %v", n+1, d.Seat, d.Kind, o, err)
		}
		if after != nil {
			after(n, o)
		}
	}
}

// safely calls f, failing the test if it panics.
func safely(t *testing.T, what string, f func()) {
	t.Helper()
	defer func() {
		if p := recover(); p != nil {
			t.Fatalf("%s panicked: %v\n%s", what, p, debug.Stack())
		}
	}()
	f()
}

// render renders x in lang, failing the test if it panics or is empty.
func render(t *testing.T, what string, x engine.Text, lang engine.Lang) string {
	t.Helper()
	var s string
	safely(t, what, func() { s = x.Render(lang) })
	if s == "" {
		t.Fatalf("%s renders empty in %s", what, lang)
	}
	return s
}

// viewText returns seat's view of g as text in lang.
func viewText(t *testing.T, g engine.Game, seat int, lang engine.Lang) string {
	t.Helper()
	var b []byte
	safely(t, fmt.Sprintf("View(%d).AppendText(%s)", seat, lang), func() {
		b = g.View(seat).AppendText(nil, lang)
	})
	if len(bytes.TrimSpace(b)) == 0 {
		t.Fatalf("View(%d).AppendText(%s) is empty", seat, lang)
	}
	return string(b)
}

// langs are the languages every text must render in.
var langs = engine.Langs
