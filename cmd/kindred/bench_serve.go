package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"runtime"
	"runtime/pprof"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/coder/websocket"

	"kindred/engine"
	"kindred/games"
	"kindred/server"
	"kindred/store"
)

// The goal of issue 5 for the server, on one 2-core machine.
const (
	goalServeGames   = 10_000
	goalServeChoices = 1_000 // choices per second, bots' included
	goalServeP99     = 50 * time.Millisecond
	goalServeIdleKiB = 64
)

// serveReport is what `kindred bench serve` measured.
type serveReport struct {
	Server   string  `json:"server"` // "in-process" or the address driven
	Database string  `json:"database,omitempty"`
	Game     string  `json:"game"`  // the game played, such as "vtes"
	Games    int     `json:"games"` // live games asked for
	Seats    int     `json:"seats"`
	Rate     float64 `json:"rate"` // answers per second asked for, in all
	Seconds  float64 `json:"seconds"`
	Setup    float64 `json:"setup_seconds"` // creating and connecting the games
	// Held is the number of games connected and playing at the end; MinHeld
	// the fewest seen during the run (sampled every second).
	Held    int `json:"held"`
	MinHeld int `json:"min_held"`
	// ServerLive is the server's own count of games in memory at the end
	// (in-process only).
	ServerLive       int     `json:"server_live,omitempty"`
	Answers          int64   `json:"answers"`
	AnswersPerSecond float64 `json:"answers_per_second"`
	Choices          int64   `json:"choices"`
	ChoicesPerSecond float64 `json:"choices_per_second"`
	// Latency is from sending an answer to receiving the next view, in
	// milliseconds.
	LatencyMs latencies `json:"latency_ms"`
	// FromDueMs is from the moment an answer fell due to the next view:
	// the latency plus any wait for the previous answer's view and the
	// generator's own delays (what a player would see under this load).
	FromDueMs latencies `json:"from_due_ms"`
	// Late counts the answers sent more than lateAfter after they were
	// due, because the game still waited for the view of its previous
	// answer; Skipped the answers not sent at all, because the previous
	// one was still due when the next fell due (the rate achieved is
	// then below the rate asked).
	Late       int64  `json:"late"`
	Skipped    int64  `json:"skipped"`
	Finished   int64  `json:"finished"` // games that ended and were replaced
	Reconnects int64  `json:"reconnects"`
	Errors     int64  `json:"errors"`
	FirstError string `json:"first_error,omitempty"`
	// Memory per game in KiB (in-process only): heap in use plus goroutine
	// stacks after a GC, less the same before the games were created,
	// divided by the games. Idle: the games created, waiting for their
	// player, no connection. Connected: each game's player connected (this
	// counts the generator's side of each WebSocket too). Evicted: the
	// same games once the server put them away (Server.EvictIdle). Live:
	// at the end of the run, connections open.
	IdleKiB      float64 `json:"idle_kib_per_game,omitempty"`
	ConnectedKiB float64 `json:"connected_kib_per_game,omitempty"`
	EvictedKiB   float64 `json:"evicted_kib_per_game,omitempty"`
	LiveKiB      float64 `json:"live_kib_per_game,omitempty"`
	Goal         goal    `json:"goal"`
}

type latencies struct {
	P50 float64 `json:"p50"`
	P90 float64 `json:"p90"`
	P99 float64 `json:"p99"`
	Max float64 `json:"max"`
	N   int     `json:"n"`
}

// goal says whether the run meets issue 5's goal, and why not.
type goal struct {
	Met     bool     `json:"met"`
	Missing []string `json:"missing,omitempty"`
}

// runBenchServe is `kindred bench serve`: the load generator of issue 5.
func runBenchServe(e *env, args []string) int {
	fs := newFlags(e, "bench serve", "",
		"Drives many concurrent bot games through the server's real HTTP and WebSocket API on loopback,\n"+
			"open-loop: --games games are held open at once, each with one seat answered by this generator's\n"+
			"WebSocket client and bots on the others, and --rate answers per second in all are spread over\n"+
			"them for --duration; a game that ends is replaced. Without --addr it starts a server in this\n"+
			"process on a temporary SQLite file and also measures the memory each game costs.")
	addr := fs.String("addr", "", "`HOST:PORT` of a running kindred serve to drive, or several nodes sharing one PostgreSQL as A,B,C: each game is created on one and played through the next (default: a server started in this process)")
	games := fs.Int("games", 100, "`N` live games held open at once")
	rate := fs.Float64("rate", 100, "`R` answers per second, in all, spread evenly over the games")
	duration := fs.Duration("duration", 10*time.Second, "how long to play, after the games are created and connected")
	game := fs.String("game", "", "`NAME` of the game to play (default: the first registered, vtes)")
	seats := fs.Int("seats", 0, "seats per game: one answered by the generator, bots on the others (default: the game's)")
	evict := fs.Duration("evict-after", 10*time.Minute, "the in-process server's --evict-after (0: never)")
	db := fs.String("db", "", "the in-process server's database (default: a SQLite file in a temporary directory, removed after)")
	asJSON := fs.Bool("json", false, "print the report as JSON")
	cpuProfile := fs.String("cpuprofile", "", "write a CPU profile of the timed run (server and generator) to `FILE`")
	memProfile := fs.String("memprofile", "", "write a heap profile of the idle games (in-process only), once they are created and measured, to `FILE`")
	pos, code, ok := parseFlags(fs, args)
	if !ok {
		return code
	}
	fail := func(format string, a ...any) int {
		fmt.Fprintf(e.stderr, "kindred bench serve: "+format+"\n", a...)
		return exitError
	}
	reg := registry(nil)
	if *game == "" {
		*game = reg.Names()[0]
	}
	gm, err := reg.Get(*game)
	if err != nil {
		return fail("--game: %v", err)
	}
	gs := gm.Seats()
	if *seats == 0 {
		*seats = gs.Default
	}
	switch {
	case len(pos) > 0:
		return fail("unexpected argument %q", pos[0])
	case *games < 1 || *games > 1_000_000:
		return fail("--games %d: want 1 to 1,000,000", *games)
	case !(*rate >= 0.01) || *rate > 1e6: // the schedule's period must fit a time.Duration
		return fail("--rate %g: want 0.01 to 1,000,000 answers per second", *rate)
	case *duration <= 0 || *duration > 24*time.Hour:
		return fail("--duration %v: want a positive duration of at most a day", *duration)
	case *seats < gs.Min || *seats > gs.Max:
		return fail("--seats %d: %s is played by %d to %d seats", *seats, gm.Title().Render(engine.English), gs.Min, gs.Max)
	case *evict < 0:
		return fail("--evict-after %v: want 0 (never) or a positive duration", *evict)
	case *addr != "" && *db != "":
		return fail("--db is for the in-process server: a server at --addr has its own")
	}
	// Each game holds one WebSocket open: one socket here, and one more on
	// the server's side when the server runs in this process.
	perGame := 2
	if *addr != "" {
		perGame = 1
	}
	need := uint64(*games*perGame + 200) // the database, the HTTP clients, the listener
	if limit, known := openFileLimit(); known && need > limit {
		advice := "raise it (ulimit -n)"
		if *addr == "" {
			advice += ", or run `kindred serve` in another process and point --addr at it (one socket per game here)"
		}
		return fail("--games %d needs about %d open files (%d socket(s) per game, plus %d), but this process may open %d: %s",
			*games, need, perGame, 200, limit, advice)
	}

	b := &benchServe{game: *game, reg: reg, games: *games, seats: *seats, rate: *rate,
		rep: serveReport{Game: *game, Games: *games, Seats: *seats, Rate: *rate}}
	b.client = &http.Client{Timeout: time.Minute, Transport: &http.Transport{MaxIdleConnsPerHost: 64, IdleConnTimeout: time.Minute}}
	defer b.client.CloseIdleConnections()
	if *addr != "" {
		for _, a := range strings.Split(*addr, ",") {
			a = strings.TrimSuffix(strings.TrimSpace(a), "/")
			if a == "" {
				continue
			}
			if !strings.Contains(a, "://") {
				a = "http://" + a
			}
			b.bases = append(b.bases, a)
		}
		if len(b.bases) == 0 {
			return fail("--addr names no server")
		}
		b.base = b.bases[0]
		b.rep.Server = strings.Join(b.bases, ",")
	} else {
		stop, err := b.startServer(*db, *evict)
		if err != nil {
			return fail("%v", err)
		}
		defer stop()
	}
	if !*asJSON {
		fmt.Fprintf(e.stdout, "%s %s/%s, %d cores (GOMAXPROCS); server %s; %d games of %s of %d seats, %g answers/s, %v\n",
			runtime.Version(), runtime.GOOS, runtime.GOARCH, runtime.GOMAXPROCS(0), b.rep.Server, *games, *game, *seats, *rate, *duration)
	}
	b.cpuProfile = *cpuProfile
	b.memProfile = *memProfile
	if err := b.run(*duration, e.stdout, *asJSON); err != nil {
		return fail("%v", err)
	}
	if *asJSON {
		enc := json.NewEncoder(e.stdout)
		enc.SetIndent("", "  ")
		if err := enc.Encode(b.rep); err != nil {
			return fail("%v", err)
		}
		return exitOK
	}
	b.rep.print(e.stdout)
	return exitOK
}

// benchServe is one run of the load generator.
type benchServe struct {
	game         string          // the game played
	reg          *games.Registry // the in-process server's games
	games, seats int
	rate         float64
	base         string   // http://HOST:PORT
	bases        []string // every node driven (--addr A,B,C), base first
	client       *http.Client
	srv          *server.Server // the in-process server, or nil
	rep          serveReport
	cpuProfile   string // where to write a CPU profile of the run, or ""
	memProfile   string // where to write a heap profile of the idle games, or ""

	answers, choices, late, skipped, finished, reconnects, errs atomic.Int64
	held                                                        atomic.Int64
	mu                                                          sync.Mutex
	lat, fromDue                                                []time.Duration
	firstErr                                                    string
}

// startServer starts the in-process server on a loopback port.
func (b *benchServe) startServer(db string, evict time.Duration) (stop func(), err error) {
	var dir string
	if db == "" {
		if dir, err = os.MkdirTemp("", "kindred-bench-serve-"); err != nil {
			return nil, err
		}
		db = "sqlite:" + filepath.Join(dir, "kindred.db")
	}
	cleanup := func() {
		if dir != "" {
			os.RemoveAll(dir)
		}
	}
	st, err := store.Open(context.Background(), db)
	if err != nil {
		cleanup()
		return nil, err
	}
	if evict == 0 {
		evict = -1 // the server's "never"
	}
	// The generator is one address sending far more than a person: no rate
	// limit, no bound on its connections. A finished game leaves memory a second after its client: the
	// replacement games must fit. Creating thousands of games takes a
	// while before their players connect: a long grace keeps bots from
	// taking the seats meanwhile.
	srv, err := server.New(server.Config{Store: st, Games: b.reg, RateLimit: 1e9, MaxConnsPerAddr: 1 << 30, MaxLiveGames: 2*b.games + 16,
		KeepFinished: time.Second, EvictAfter: evict, Grace: time.Hour})
	if err != nil {
		st.Close()
		cleanup()
		return nil, err
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		srv.Close()
		st.Close()
		cleanup()
		return nil, err
	}
	hs := &http.Server{Handler: srv.Handler(), ReadHeaderTimeout: 10 * time.Second}
	go hs.Serve(ln)
	b.srv, b.base = srv, "http://"+ln.Addr().String()
	b.rep.Server, b.rep.Database = "in-process "+ln.Addr().String(), store.Describe(db)
	return func() {
		srv.Close()
		hs.Close()
		st.Close()
		cleanup()
	}, nil
}

// writeHeapProfile writes a heap profile to file, if not "": what the
// idle games hold (in-process; issue 18's measurements).
func writeHeapProfile(file string) error {
	if file == "" {
		return nil
	}
	f, err := os.Create(file)
	if err != nil {
		return err
	}
	if err := pprof.Lookup("heap").WriteTo(f, 0); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// memory returns the heap in use and the goroutine stacks after a GC,
// once the goroutines of closed connections have ended (they end a little
// after the close, on both sides).
func memory() float64 {
	n := runtime.NumGoroutine()
	for range 50 {
		time.Sleep(20 * time.Millisecond)
		m := runtime.NumGoroutine()
		if m == n {
			break
		}
		n = m
	}
	// Twice: what sync.Pools hold survives one collection.
	runtime.GC()
	runtime.GC()
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return float64(m.HeapAlloc + m.StackInuse)
}

// run creates and connects the games, measures their memory, plays for d
// and fills the report.
func (b *benchServe) run(d time.Duration, progress io.Writer, quiet bool) error {
	say := func(format string, a ...any) {
		if !quiet {
			fmt.Fprintf(progress, format+"\n", a...)
		}
	}
	perGame := func(m0 float64) float64 {
		b.client.CloseIdleConnections() // their goroutines and buffers are not the games'
		return max(0, memory()-m0) / 1024 / float64(b.games)
	}
	var m0 float64
	if b.srv != nil {
		// One game first, created, connected and put away, so that what
		// the first game loads once (the decks, the code paths' caches)
		// is not counted per game.
		w := &player{b: b, rnd: engine.NewRand(1 << 40), idx: 0}
		if err := w.newGame(context.Background()); err != nil {
			return err
		}
		if err := w.connect(context.Background()); err != nil {
			return err
		}
		b.srv.EvictIdle(context.Background(), 0)
		w.disconnect()
		b.client.CloseIdleConnections()
		m0 = memory()
	}
	start := time.Now()
	players := make([]*player, b.games)
	if err := parallel(b.games, func(i int) error {
		p := &player{b: b, rnd: engine.NewRand(uint64(i) + 1), idx: i}
		players[i] = p
		return p.newGame(context.Background())
	}); err != nil {
		return err
	}
	if b.srv != nil {
		b.rep.IdleKiB = perGame(m0)
		if err := writeHeapProfile(b.memProfile); err != nil {
			return err
		}
	}
	say("%d games created in %.1fs", b.games, time.Since(start).Seconds())
	connect := func() error {
		return parallel(b.games, func(i int) error { return players[i].connect(context.Background()) })
	}
	if err := connect(); err != nil {
		return err
	}
	if b.srv != nil {
		b.rep.ConnectedKiB = perGame(m0)
		n := b.srv.EvictIdle(context.Background(), 0)
		for _, p := range players {
			p.disconnect()
		}
		b.rep.EvictedKiB = perGame(m0)
		say("%d games put away and measured; connecting again", n)
		if err := connect(); err != nil {
			return err
		}
	}
	b.rep.Setup = time.Since(start).Seconds()
	say("%d games connected in %.1fs; playing for %v", b.games, b.rep.Setup, d)
	b.reconnects.Store(0)

	if b.cpuProfile != "" {
		f, err := os.Create(b.cpuProfile)
		if err != nil {
			return err
		}
		defer f.Close()
		if err := pprof.StartCPUProfile(f); err != nil {
			return err
		}
		defer pprof.StopCPUProfile()
	}
	ctx, cancel := context.WithCancel(context.Background())
	period := time.Duration(float64(b.games) / b.rate * float64(time.Second))
	t0 := time.Now()
	var wg sync.WaitGroup
	for i, p := range players {
		first := t0.Add(time.Duration(float64(i) / b.rate * float64(time.Second)))
		wg.Go(func() { p.play(ctx, first, period) })
	}
	minHeld := int64(b.games)
	tick := time.NewTicker(time.Second)
	end := time.NewTimer(d)
loop:
	for {
		select {
		case <-tick.C:
			minHeld = min(minHeld, b.held.Load())
		case <-end.C:
			break loop
		}
	}
	tick.Stop()
	// Counted before the players stop: a player stopping in the middle
	// of a reconnection does not connect again.
	b.rep.Held = int(b.held.Load())
	b.rep.MinHeld = int(min(minHeld, int64(b.rep.Held)))
	cancel()
	wg.Wait()
	elapsed := time.Since(t0).Seconds()
	if b.srv != nil {
		b.rep.ServerLive = b.srv.LiveGames()
		b.rep.LiveKiB = perGame(m0)
	}
	for _, p := range players {
		p.disconnect()
	}
	b.rep.Seconds = elapsed
	b.rep.Answers = b.answers.Load()
	b.rep.AnswersPerSecond = float64(b.rep.Answers) / elapsed
	b.rep.Choices = b.choices.Load()
	b.rep.ChoicesPerSecond = float64(b.rep.Choices) / elapsed
	b.rep.Late, b.rep.Skipped = b.late.Load(), b.skipped.Load()
	b.rep.Finished, b.rep.Reconnects = b.finished.Load(), b.reconnects.Load()
	b.rep.Errors, b.rep.FirstError = b.errs.Load(), b.firstErr
	slices.Sort(b.lat)
	b.rep.LatencyMs = percentiles(b.lat)
	slices.Sort(b.fromDue)
	b.rep.FromDueMs = percentiles(b.fromDue)
	b.rep.Goal = b.rep.judge()
	return nil
}

// percentiles summarises sorted latencies in milliseconds.
func percentiles(l []time.Duration) latencies {
	if len(l) == 0 {
		return latencies{}
	}
	at := func(p float64) float64 {
		return float64(l[min(len(l)-1, int(p*float64(len(l))))].Microseconds()) / 1000
	}
	return latencies{P50: at(0.5), P90: at(0.9), P99: at(0.99), Max: float64(l[len(l)-1].Microseconds()) / 1000, N: len(l)}
}

// judge checks the run against issue 5's goal. The memory part counts an
// idle game as the server keeps it: put away (evicted) when that is
// smaller, else whole.
func (r *serveReport) judge() goal {
	var g goal
	if r.MinHeld < goalServeGames {
		g.Missing = append(g.Missing, fmt.Sprintf("%d live games held, not %d", r.MinHeld, goalServeGames))
	}
	if r.ChoicesPerSecond < goalServeChoices {
		g.Missing = append(g.Missing, fmt.Sprintf("%.0f choices/s, not %d", r.ChoicesPerSecond, goalServeChoices))
	}
	if p99 := goalServeP99.Seconds() * 1000; r.LatencyMs.N == 0 || r.LatencyMs.P99 >= p99 {
		g.Missing = append(g.Missing, fmt.Sprintf("p99 %.1f ms, not under %.0f ms", r.LatencyMs.P99, p99))
	}
	if r.Server != "" && !strings.HasPrefix(r.Server, "in-process") {
		g.Missing = append(g.Missing, "memory not measured (a server at --addr)")
	} else if idle := r.idleKiB(); idle >= goalServeIdleKiB {
		g.Missing = append(g.Missing, fmt.Sprintf("%.1f KiB per idle game, not under %d", idle, goalServeIdleKiB))
	}
	if r.Errors > 0 {
		g.Missing = append(g.Missing, fmt.Sprintf("%d errors", r.Errors))
	}
	g.Met = len(g.Missing) == 0
	return g
}

func (r *serveReport) idleKiB() float64 {
	if r.EvictedKiB > 0 && r.EvictedKiB < r.IdleKiB {
		return r.EvictedKiB
	}
	return r.IdleKiB
}

func (r *serveReport) print(w io.Writer) {
	fmt.Fprintf(w, "\nplayed %.1fs (setup %.1fs)\n", r.Seconds, r.Setup)
	fmt.Fprintf(w, "live games held:    %d at the end, %d at the fewest", r.Held, r.MinHeld)
	if r.ServerLive > 0 {
		fmt.Fprintf(w, " (the server holds %d)", r.ServerLive)
	}
	fmt.Fprintf(w, "\nanswers:            %d, %.1f/s (%g asked)\n", r.Answers, r.AnswersPerSecond, r.Rate)
	fmt.Fprintf(w, "choices:            %d, %.1f/s (bots' included)\n", r.Choices, r.ChoicesPerSecond)
	l := r.LatencyMs
	fmt.Fprintf(w, "answer → next view: p50 %.1f ms, p90 %.1f ms, p99 %.1f ms, max %.1f ms (%d answers)\n", l.P50, l.P90, l.P99, l.Max, l.N)
	l = r.FromDueMs
	fmt.Fprintf(w, "answer due → view:  p50 %.1f ms, p90 %.1f ms, p99 %.1f ms, max %.1f ms\n", l.P50, l.P90, l.P99, l.Max)
	fmt.Fprintf(w, "answers late:       %d sent more than %v after they were due, %d not sent (the game still waited for its previous view)\n",
		r.Late, lateAfter, r.Skipped)
	fmt.Fprintf(w, "games replaced:     %d; reconnections: %d; errors: %d", r.Finished, r.Reconnects, r.Errors)
	if r.FirstError != "" {
		fmt.Fprintf(w, " (first: %s)", r.FirstError)
	}
	fmt.Fprintln(w)
	if strings.HasPrefix(r.Server, "in-process") {
		fmt.Fprintf(w, "memory per game:    idle %.1f KiB, connected %.1f KiB, evicted %.1f KiB, live %.1f KiB (heap + stacks after GC; connected and live count the generator's sockets too)\n",
			r.IdleKiB, r.ConnectedKiB, r.EvictedKiB, r.LiveKiB)
	}
	fmt.Fprintf(w, "\ngoal %d live games, p99 < %v at ≥ %d choices/s, < %d KiB per idle game: %s",
		goalServeGames, goalServeP99, goalServeChoices, goalServeIdleKiB, met(r.Goal.Met))
	if len(r.Goal.Missing) > 0 {
		fmt.Fprintf(w, " (%s)", strings.Join(r.Goal.Missing, "; "))
	}
	fmt.Fprintln(w)
}

// fail records an error of the run.
func (b *benchServe) fail(err error) {
	b.errs.Add(1)
	b.mu.Lock()
	if b.firstErr == "" {
		b.firstErr = err.Error()
	}
	b.mu.Unlock()
}

// parallel runs f(0..n-1), a few at a time (a burst of thousands of
// connections overflows the listener's queue), and returns the first
// error.
func parallel(n int, f func(i int) error) error {
	var (
		wg    sync.WaitGroup
		next  atomic.Int64
		first atomic.Value
	)
	for range min(n, 32) {
		wg.Go(func() {
			for {
				i := int(next.Add(1)) - 1
				if i >= n || first.Load() != nil {
					return
				}
				if err := f(i); err != nil {
					first.CompareAndSwap(nil, err)
				}
			}
		})
	}
	wg.Wait()
	if err, ok := first.Load().(error); ok {
		return err
	}
	return nil
}

// player is the generator's client of one game: the seat it answers.
type player struct {
	b     *benchServe
	idx   int // the player's number: its games are created on node idx, played through node idx+1
	rnd   engine.Rand
	id    string
	token string
	ws    *benchConn
	view  *benchView // the last view in which the seat decides, or nil
	at    int        // the last view's choice count
	seen  bool       // a view of the current game arrived
}

// benchMsg is the part of a server message the generator reads.
type benchMsg struct {
	Type  string     `json:"type"`
	Error string     `json:"error"`
	State *benchView `json:"state"`
}

type benchView struct {
	At       int `json:"at"`
	Decision *struct {
		Options []json.RawMessage `json:"options"`
	} `json:"decision"`
	Result json.RawMessage `json:"result"`
	Failed string          `json:"failed"`
}

// node returns the base URL of the node the player uses for a game: k 0
// creates it, k 1 plays it, a different node when several are driven
// (which forwards to the one that owns the game).
func (p *player) node(k int) string {
	if len(p.b.bases) == 0 {
		return p.b.base
	}
	return p.b.bases[(p.idx+k)%len(p.b.bases)]
}

// newGame creates a game with the generator on seat 0 and bots elsewhere.
// A server that says it is busy (429, 503) is asked again.
func (p *player) newGame(ctx context.Context) error {
	seats := make([]map[string]string, p.b.seats)
	for i := range seats {
		seats[i] = map[string]string{"player": "bot"}
	}
	seats[0]["player"] = "human"
	body, _ := json.Marshal(map[string]any{"game": p.b.game, "seats": seats, "seed": p.rnd.Uint64()})
	for try := 0; ; try++ {
		req, err := http.NewRequestWithContext(ctx, "POST", p.node(0)+"/api/games", bytes.NewReader(body))
		if err != nil {
			return err
		}
		req.Header.Set("Content-Type", "application/json")
		resp, err := p.b.client.Do(req)
		if err != nil {
			return fmt.Errorf("creating a game: %w", err)
		}
		b, _ := io.ReadAll(io.LimitReader(resp.Body, 1<<20))
		resp.Body.Close()
		if (resp.StatusCode == http.StatusTooManyRequests || resp.StatusCode == http.StatusServiceUnavailable) && try < 60 {
			select {
			case <-time.After(time.Second):
				continue
			case <-ctx.Done():
				return ctx.Err()
			}
		}
		if resp.StatusCode != http.StatusCreated {
			return fmt.Errorf("creating a game: %s: %s", resp.Status, bytes.TrimSpace(b))
		}
		var cr struct {
			ID    string `json:"id"`
			Seats []struct {
				Token string `json:"token"`
			} `json:"seats"`
		}
		if err := json.Unmarshal(b, &cr); err != nil || len(cr.Seats) == 0 || cr.Seats[0].Token == "" {
			return fmt.Errorf("creating a game: unexpected answer %.200s", b)
		}
		p.id, p.token, p.view, p.seen = cr.ID, cr.Seats[0].Token, nil, false
		return nil
	}
}

// connect opens the seat's WebSocket and waits for its first view.
func (p *player) connect(ctx context.Context) error {
	p.disconnect()
	wsURL := "ws" + strings.TrimPrefix(p.node(1), "http") + "/api/games/" + p.id + "/ws?seat=0&token=" + p.token
	dctx, cancel := context.WithTimeout(ctx, time.Minute)
	defer cancel()
	ws, _, err := websocket.Dial(dctx, wsURL, &websocket.DialOptions{HTTPClient: p.b.client})
	if err != nil {
		return fmt.Errorf("connecting to game %s: %w", p.id, err)
	}
	ws.SetReadLimit(16 << 20)
	p.ws = newBenchConn(ws)
	for !p.seen {
		select {
		case m, ok := <-p.ws.in:
			if !ok {
				return fmt.Errorf("game %s: the connection closed before the first view: %v", p.id, p.ws.err)
			}
			p.take(m)
		case <-dctx.Done():
			return fmt.Errorf("game %s: no view within a minute", p.id)
		}
	}
	p.b.held.Add(1)
	return nil
}

// disconnect closes the seat's WebSocket, if open.
func (p *player) disconnect() {
	if p.ws == nil {
		return
	}
	if p.seen {
		p.b.held.Add(-1)
	}
	p.ws.close()
	p.ws, p.seen = nil, false
}

// take reads a message of the current game; it returns the view it holds,
// if any.
func (p *player) take(m benchMsg) *benchView {
	switch m.Type {
	case "error":
		// A refused answer is not acknowledged: the next view asks again.
		p.b.fail(fmt.Errorf("game %s: %s", p.id, m.Error))
		return nil
	case "view":
	default:
		return nil
	}
	v := m.State
	if p.seen && v.At > p.at {
		p.b.choices.Add(int64(v.At - p.at))
	}
	p.at, p.seen = v.At, true
	p.view = nil
	if v.Decision != nil && len(v.Decision.Options) > 0 && v.Result == nil && v.Failed == "" {
		p.view = v
	}
	return v
}

// lateAfter: an answer sent this long after it fell due counts as late.
const lateAfter = 10 * time.Millisecond

// play answers the game's decisions on schedule, from first, one every
// period, until ctx ends. An answer is due at each tick; when the game
// still waits for the view of the previous one, the answer goes as soon as
// that view arrives, and counts as late.
func (p *player) play(ctx context.Context, first time.Time, period time.Duration) {
	timer := time.NewTimer(time.Until(first))
	defer timer.Stop()
	next := first
	var owed time.Time // when the answer to send fell due, or zero
	sentAt, sent, due := -1, time.Time{}, time.Time{}
	for {
		if p.ws == nil {
			if err := p.connect(ctx); err != nil {
				if ctx.Err() == nil {
					p.b.fail(err)
					select { // do not spin on a server that refuses
					case <-time.After(time.Second):
					case <-ctx.Done():
						return
					}
				}
				if ctx.Err() != nil {
					return
				}
				continue
			}
			sentAt = -1
		}
		if !owed.IsZero() && sentAt < 0 && p.view != nil {
			if time.Since(owed) > lateAfter {
				p.b.late.Add(1)
			}
			sentAt, sent, due = p.view.At, time.Now(), owed
			owed = time.Time{}
			if !p.ws.send(p.view.At, p.rnd.Intn(len(p.view.Decision.Options))) {
				p.b.reconnects.Add(1)
				p.disconnect()
				continue
			}
			p.b.answers.Add(1)
		}
		select {
		case <-ctx.Done():
			return
		case <-timer.C:
			if owed.IsZero() {
				owed = next
			} else {
				p.b.skipped.Add(1)
			}
			next = next.Add(period)
			timer.Reset(time.Until(next))
		case m, ok := <-p.ws.in:
			if !ok {
				// Closed by the server: an idle game put away, or a server
				// going away. An answer in flight was never acknowledged.
				if ctx.Err() != nil {
					return
				}
				if websocket.CloseStatus(p.ws.err) != server.StatusIdle {
					p.b.fail(fmt.Errorf("game %s: connection lost: %v", p.id, p.ws.err))
				}
				p.b.reconnects.Add(1)
				p.disconnect()
				continue
			}
			v := p.take(m)
			if v == nil {
				continue
			}
			if sentAt >= 0 && v.At > sentAt {
				p.b.mu.Lock()
				p.b.lat = append(p.b.lat, time.Since(sent))
				p.b.fromDue = append(p.b.fromDue, time.Since(due))
				p.b.mu.Unlock()
				sentAt = -1
			}
			if v.Result != nil || v.Failed != "" {
				if v.Failed != "" {
					p.b.fail(fmt.Errorf("game %s stopped: %s", p.id, v.Failed))
				}
				p.b.finished.Add(1)
				p.disconnect()
				if err := p.newGame(ctx); err != nil && ctx.Err() == nil {
					p.b.fail(err)
				}
				if ctx.Err() != nil {
					return
				}
			}
		}
	}
}

// benchConn is a WebSocket whose messages a goroutine reads into a
// channel: the connection must always be read, or the server's pings go
// unanswered and it drops the connection.
type benchConn struct {
	ws   *websocket.Conn
	in   chan benchMsg
	done chan struct{}
	err  error // why reading stopped, once in is closed
	once sync.Once
}

func newBenchConn(ws *websocket.Conn) *benchConn {
	c := &benchConn{ws: ws, in: make(chan benchMsg, 16), done: make(chan struct{})}
	go func() {
		defer close(c.in)
		for {
			_, data, err := ws.Read(context.Background())
			if err != nil {
				c.err = err
				return
			}
			var m benchMsg
			if err := json.Unmarshal(data, &m); err != nil {
				c.err = fmt.Errorf("a message that is not JSON: %w", err)
				return
			}
			select {
			case c.in <- m:
			case <-c.done:
				return
			}
		}
	}()
	return c
}

// send answers decision at with option i. The end of the run does not
// cut a write short: a WebSocket whose write is cancelled is closed.
func (c *benchConn) send(at, i int) bool {
	wctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	msg := fmt.Appendf(nil, `{"type":"answer","at":%d,"option":%d}`, at, i)
	return c.ws.Write(wctx, websocket.MessageText, msg) == nil
}

func (c *benchConn) close() {
	c.once.Do(func() {
		close(c.done)
		c.ws.CloseNow()
	})
}
