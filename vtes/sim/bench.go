package sim

import (
	"bytes"
	"fmt"
	"io"
	"runtime"
	"time"

	"kindred/engine"
	"kindred/vtes"
)

// Record plays game i through an engine.Table and returns its log: the
// same game Run plays, hashed and logged.
func (r *Runner) Record(i int) (*engine.Log, error) {
	t, err := engine.NewTable(NewGame, r.Header(i))
	if err != nil {
		return nil, err
	}
	if err := engine.Run(t, r.Players(i), engine.RunOptions{MaxChoices: r.opts.MaxChoices}); err != nil {
		t.Game().(*vtes.Game).Close()
		return nil, fmt.Errorf("game %d: %w", i, err)
	}
	return copyLog(t.Log()), nil
}

// Measurement is one speed figure: how many games (or replays) and
// choices in how long, and the allocations per choice.
type Measurement struct {
	// Name says what was measured.
	Name    string  `json:"name"`
	Games   int     `json:"games"`
	Choices int64   `json:"choices"`
	Seconds float64 `json:"seconds"`
	// Workers is the number of games played at once.
	Workers          int     `json:"workers"`
	GamesPerSecond   float64 `json:"games_per_second"`
	ChoicesPerSecond float64 `json:"choices_per_second"`
	// AllocsPerChoice and BytesPerChoice are heap allocations
	// (runtime.MemStats) divided by the choices made.
	AllocsPerChoice float64 `json:"allocs_per_choice"`
	BytesPerChoice  float64 `json:"bytes_per_choice"`
}

// meter measures one loop of work.
type meter struct {
	start time.Time
	mem   runtime.MemStats
}

func startMeter() *meter {
	m := &meter{}
	runtime.GC()
	runtime.ReadMemStats(&m.mem)
	m.start = time.Now()
	return m
}

func (m *meter) stop(name string, workers, games int, choices int64) Measurement {
	secs := time.Since(m.start).Seconds()
	var end runtime.MemStats
	runtime.ReadMemStats(&end)
	return Measurement{
		Name: name, Games: games, Choices: choices, Seconds: secs, Workers: workers,
		GamesPerSecond:   ratio(float64(games), secs),
		ChoicesPerSecond: ratio(float64(choices), secs),
		AllocsPerChoice:  ratio(float64(end.Mallocs-m.mem.Mallocs), float64(choices)),
		BytesPerChoice:   ratio(float64(end.TotalAlloc-m.mem.TotalAlloc), float64(choices)),
	}
}

// MeasureGames plays the games of o, in batches with successive seeds,
// until d has passed, or exactly games games when games > 0 (o.Games is
// ignored), and returns their speed.
func MeasureGames(name string, o Options, games int, d time.Duration) (Measurement, error) {
	batch := 16
	if games > 0 {
		batch = games
	}
	o.Games = batch
	played, choices := 0, int64(0)
	m := startMeter()
	seed := o.Seed
	for b := 0; ; b++ {
		o.Seed = seed + uint64(b)
		r, err := NewRunner(o)
		if err != nil {
			return Measurement{}, err
		}
		st, err := r.Run()
		if err != nil {
			return Measurement{}, err
		}
		played += st.Games
		choices += st.Choices
		if games > 0 || time.Since(m.start) >= d {
			return m.stop(name, r.opts.Workers, played, choices), nil
		}
		if o.Games < 256 {
			o.Games *= 2
		}
	}
}

// MeasureReplay records logs games of o through a Table, then replays them
// with engine.Replay (every hash checked) in turn until d has passed, or
// replays times when replays > 0. With fromText each replay first parses
// the log's text (engine.ParseLog), as `kindred replay` does.
func MeasureReplay(name string, o Options, logs, replays int, d time.Duration, fromText bool) (Measurement, error) {
	o.Games = logs
	r, err := NewRunner(o)
	if err != nil {
		return Measurement{}, err
	}
	recorded := make([]*engine.Log, logs)
	texts := make([][]byte, logs)
	for i := range recorded {
		if recorded[i], err = r.Record(i); err != nil {
			return Measurement{}, err
		}
		if texts[i], err = recorded[i].MarshalText(); err != nil {
			return Measurement{}, err
		}
	}
	done, choices := 0, int64(0)
	m := startMeter()
	for i := 0; ; i++ {
		l := recorded[i%logs]
		if fromText {
			if l, err = engine.ParseLog(texts[i%logs]); err != nil {
				return Measurement{}, err
			}
		}
		g, err := engine.Replay(NewGame, l, len(l.Choices))
		if err != nil {
			return Measurement{}, fmt.Errorf("replaying game %d: %w", i%logs, err)
		}
		if g.Pending() != nil {
			return Measurement{}, fmt.Errorf("replaying game %d: the game is not over", i%logs)
		}
		g.(*vtes.Game).Release() // its log serves the next replay
		done++
		choices += int64(len(l.Choices))
		if (replays > 0 && done >= replays) || (replays <= 0 && time.Since(m.start) >= d) {
			return m.stop(name, 1, done, choices), nil
		}
	}
}

// ReplayMeasurement is the name of Bench's measurement of engine.Replay.
const ReplayMeasurement = "replay (engine.Replay, hash checked)"

// BenchOptions chooses how long [Bench] measures.
type BenchOptions struct {
	// Games, when positive, plays (or replays) exactly that many games per
	// measurement; otherwise each measurement lasts Duration (default 1s).
	Games    int
	Duration time.Duration
	// Seats is the number of seats (default 4); Seed the first seed.
	Seats int
	Seed  uint64
	// Decks are the decks played, rotated over the seats (default: every
	// built-in deck).
	Decks []string
	// Progress, if set, receives each measurement as it is made.
	Progress io.Writer
}

// Bench measures the speed of full games: heuristic and random bots
// without checks (the rules and bots alone, on one core), with the
// invariants checked after every choice, through an engine.Table (hashed
// and logged), on every core at once, and the speed of replaying logs.
//
// "One core" is GOMAXPROCS=1 for the measurement: with more, the garbage
// collector's background work ran on another core beside the one playing
// and the figure was not one core's.
func Bench(bo BenchOptions) ([]Measurement, error) {
	if bo.Duration <= 0 {
		bo.Duration = time.Second
	}
	base := Options{Seats: bo.Seats, Seed: bo.Seed, NoCheck: true, Decks: bo.Decks}
	type run struct {
		name string
		mod  func(o *Options)
	}
	runs := []run{
		{"heuristic bots, one core", func(o *Options) {}},
		{"random bots, one core", func(o *Options) { o.Bot = Random }},
		{"heuristic, invariants checked after every choice", func(o *Options) { o.NoCheck = false }},
		{"heuristic, through a Table (hashed, logged)", func(o *Options) { o.Logged = true }},
	}
	if n := runtime.GOMAXPROCS(0); n > 1 {
		runs = append(runs, run{fmt.Sprintf("heuristic bots, %d cores", n), func(o *Options) { o.Workers = n }})
	}
	var out []Measurement
	report := func(m Measurement) {
		out = append(out, m)
		if bo.Progress != nil {
			WriteMeasurement(bo.Progress, m)
		}
	}
	procs := runtime.GOMAXPROCS(0)
	defer runtime.GOMAXPROCS(procs)
	for _, r := range runs {
		o := base
		r.mod(&o)
		runtime.GOMAXPROCS(max(o.Workers, 1))
		m, err := MeasureGames(r.name, o, bo.Games, bo.Duration)
		if err != nil {
			return out, fmt.Errorf("%s: %w", r.name, err)
		}
		report(m)
	}
	for _, fromText := range []bool{false, true} {
		name := ReplayMeasurement
		if fromText {
			name = "replay from text (ParseLog + Replay)"
		}
		runtime.GOMAXPROCS(1)
		m, err := MeasureReplay(name, base, 16, bo.Games, bo.Duration, fromText)
		if err != nil {
			return out, fmt.Errorf("%s: %w", name, err)
		}
		report(m)
	}
	return out, nil
}

// WriteMeasurement writes one measurement as a line for people.
func WriteMeasurement(w io.Writer, m Measurement) error {
	var b bytes.Buffer
	fmt.Fprintf(&b, "%-50s %9s games/s  %11s choices/s  %6.2f allocs/choice  %6.0f B/choice  (%d games, %.2f s)\n",
		m.Name, thousands(m.GamesPerSecond), thousands(m.ChoicesPerSecond), m.AllocsPerChoice, m.BytesPerChoice, m.Games, m.Seconds)
	_, err := w.Write(b.Bytes())
	return err
}
