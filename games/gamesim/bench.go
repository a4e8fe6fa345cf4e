package gamesim

import (
	"fmt"
	"io"
	"runtime"
	"time"

	"kindred/engine"
	"kindred/games"
)

// Measurement is one speed figure: how many games (or replays) and
// choices in how long, on one core, and the heap allocations per choice.
type Measurement struct {
	// Name says what was measured.
	Name             string  `json:"name"`
	Games            int     `json:"games"`
	Choices          int64   `json:"choices"`
	Seconds          float64 `json:"seconds"`
	GamesPerSecond   float64 `json:"games_per_second"`
	ChoicesPerSecond float64 `json:"choices_per_second"`
	// AllocsPerChoice and BytesPerChoice are heap allocations
	// (runtime.MemStats) divided by the choices made.
	AllocsPerChoice float64 `json:"allocs_per_choice"`
	BytesPerChoice  float64 `json:"bytes_per_choice"`
}

// The names of Bench's measurements.
const (
	PlayoutMeasurement = "games, one core (engine.Playout)"
	TableMeasurement   = "games, one core, through a Table, invariants checked"
	ReplayMeasurement  = "replay (engine.Replay, hash checked)"
)

// BenchOptions says what Bench measures and for how long.
type BenchOptions struct {
	// Options are the games played (Games and Workers are ignored).
	Options
	// Rounds, when positive, plays (or replays) exactly that many games
	// per measurement; otherwise each measurement lasts Duration (default
	// one second).
	Rounds   int
	Duration time.Duration
	// Progress, when set, receives each measurement as it is made.
	Progress io.Writer
}

// Bench measures, on one goroutine, games played bot against bot with
// engine.Playout (no log, no checks), games played through a Table with
// every invariant checked, and the replay of recorded games with
// engine.Replay, every hash checked. Every game is released once
// finished with (games.Release), as a simulation's are.
func Bench(bo BenchOptions) ([]Measurement, error) {
	if bo.Duration <= 0 {
		bo.Duration = time.Second
	}
	o := bo.Options
	o.Games, o.Workers = 1, 1
	r, err := NewRunner(o)
	if err != nil {
		return nil, err
	}
	enough := func(m *meter, done int) bool {
		if bo.Rounds > 0 {
			return done >= bo.Rounds
		}
		return time.Since(m.start) >= bo.Duration
	}
	var out []Measurement
	add := func(m Measurement) {
		out = append(out, m)
		if bo.Progress != nil {
			WriteMeasurement(bo.Progress, m)
		}
	}

	// Playout: the rules and the bots alone.
	m, done, choices := startMeter(), 0, int64(0)
	for i := 0; !enough(m, done); i++ {
		n, err := r.playout(i)
		if err != nil {
			return nil, err
		}
		done++
		choices += int64(n)
	}
	add(m.stop(PlayoutMeasurement, done, choices))

	// Through a Table, checked: what kindred sim does; the logs are kept
	// for the replay.
	var logs []*engine.Log
	m, done, choices = startMeter(), 0, 0
	for i := 0; !enough(m, done); i++ {
		o, l := r.record(i)
		if o.fail != nil {
			return nil, o.fail
		}
		if len(logs) < 64 {
			logs = append(logs, l)
		}
		done++
		choices += int64(o.choices)
	}
	add(m.stop(TableMeasurement, done, choices))

	// Replay, every hash checked.
	m, done, choices = startMeter(), 0, 0
	for i := 0; !enough(m, done); i++ {
		l := logs[i%len(logs)]
		g, err := engine.Replay(r.o.Game.NewGame, l, len(l.Choices))
		if err != nil {
			return nil, fmt.Errorf("replaying game %d: %w", i%len(logs), err)
		}
		if g.Pending() != nil {
			return nil, fmt.Errorf("replaying game %d: the game is not over", i%len(logs))
		}
		games.Release(g)
		done++
		choices += int64(len(l.Choices))
	}
	add(m.stop(ReplayMeasurement, done, choices))
	return out, nil
}

// playout plays game i with engine.Playout and returns its choices; the
// game is released once it ended.
func (r *Runner) playout(i int) (int, error) {
	h, err := r.Header(i)
	if err != nil {
		return 0, err
	}
	players, err := r.Players(i)
	if err != nil {
		return 0, err
	}
	g, err := r.o.Game.NewGame(h)
	if err != nil {
		return 0, err
	}
	n, err := engine.Playout(g, players, r.o.MaxChoices)
	finish(g, err == nil)
	if err != nil {
		return n, fmt.Errorf("game %d (seed %d): %w", i, h.Seed, err)
	}
	return n, nil
}

// record plays game i as Run does and returns its outcome and its log.
func (r *Runner) record(i int) (outcome, *engine.Log) {
	var l *engine.Log
	o := r.playWith(i, func(t *engine.Table) { l = t.Log() })
	return o, l
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

func (m *meter) stop(name string, games int, choices int64) Measurement {
	secs := time.Since(m.start).Seconds()
	var end runtime.MemStats
	runtime.ReadMemStats(&end)
	return Measurement{
		Name: name, Games: games, Choices: choices, Seconds: secs,
		GamesPerSecond:   ratio(float64(games), secs),
		ChoicesPerSecond: ratio(float64(choices), secs),
		AllocsPerChoice:  ratio(float64(end.Mallocs-m.mem.Mallocs), float64(choices)),
		BytesPerChoice:   ratio(float64(end.TotalAlloc-m.mem.TotalAlloc), float64(choices)),
	}
}

func ratio(a, b float64) float64 {
	if b == 0 {
		return 0
	}
	return a / b
}

// WriteMeasurement writes one measurement on a line.
func WriteMeasurement(w io.Writer, m Measurement) error {
	_, err := fmt.Fprintf(w, "%-55s %8.0f games/s %10.0f choices/s %7.1f allocs/choice %8.0f B/choice  (%d games, %.2f s)\n",
		m.Name, m.GamesPerSecond, m.ChoicesPerSecond, m.AllocsPerChoice, m.BytesPerChoice, m.Games, m.Seconds)
	return err
}
