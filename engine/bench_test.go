package engine_test

import (
	"iter"
	"runtime"
	"testing"

	"kindred/engine"
	"kindred/engine/enginetest"
)

// mallocs returns the number of heap allocations so far.
func mallocs() uint64 {
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return m.Mallocs
}

// report adds per-choice metrics to a benchmark that made choices choices.
func report(b *testing.B, choices int, allocs uint64) {
	b.ReportMetric(float64(choices)/b.Elapsed().Seconds(), "choices/s")
	b.ReportMetric(float64(allocs)/float64(choices), "allocs/choice")
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(choices), "ns/choice")
}

// BenchmarkRun plays whole games of Hoard between random bots through a
// Table: every answer checked, hashed and logged in memory. One op is one
// game, from its header to its end.
func BenchmarkRun(b *testing.B) {
	ps := bots(3, 1)
	choices := 0
	seed := uint64(0)
	start := mallocs()
	for b.Loop() {
		seed++
		tb, err := engine.NewTable(enginetest.New, enginetest.Header(3, seed))
		if err != nil {
			b.Fatal(err)
		}
		if err := engine.Run(tb, ps, engine.RunOptions{}); err != nil {
			b.Fatal(err)
		}
		choices += tb.Len()
	}
	report(b, choices, mallocs()-start)
}

// BenchmarkPlayout plays whole games between random bots on the bare game:
// no log, no hash. It measures the toy game and the bots, the floor under
// BenchmarkRun.
func BenchmarkPlayout(b *testing.B) {
	ps := bots(3, 1)
	choices := 0
	seed := uint64(0)
	start := mallocs()
	for b.Loop() {
		seed++
		g, err := enginetest.New(enginetest.Header(3, seed))
		if err != nil {
			b.Fatal(err)
		}
		n, err := engine.Playout(g, ps, 0)
		if err != nil {
			b.Fatal(err)
		}
		choices += n
	}
	report(b, choices, mallocs()-start)
}

// BenchmarkReplay replays recorded games, checking the hash after every
// choice, as loading a saved game or undoing does. One op is one game.
func BenchmarkReplay(b *testing.B) {
	var logs []*engine.Log
	total := 0
	for seed := range uint64(64) {
		tb := play(b, 2+int(seed%3), seed, seed)
		logs = append(logs, tb.Log())
		total += tb.Len()
	}
	choices := 0
	i := 0
	start := mallocs()
	for b.Loop() {
		l := logs[i%len(logs)]
		i++
		if _, err := engine.Replay(enginetest.New, l, len(l.Choices)); err != nil {
			b.Fatal(err)
		}
		choices += len(l.Choices)
	}
	report(b, choices, mallocs()-start)
}

// BenchmarkCoroutineSwitch measures what rules written as a coroutine
// (iter.Pull) would pay per decision: one switch into the rules and back.
// It informs the choice documented in docs/ENGINE.md.
func BenchmarkCoroutineSwitch(b *testing.B) {
	rules := func(yield func(int) bool) {
		for i := 0; ; i++ {
			if !yield(i) {
				return
			}
		}
	}
	next, stop := iter.Pull(rules)
	defer stop()
	s := 0
	for b.Loop() {
		v, _ := next()
		s += v
	}
	_ = s
}

// BenchmarkCoroutineStart measures starting and stopping a coroutine, which
// a coroutine game pays for every copy it makes by replay.
func BenchmarkCoroutineStart(b *testing.B) {
	rules := func(yield func(int) bool) {
		for i := 0; ; i++ {
			if !yield(i) {
				return
			}
		}
	}
	for b.Loop() {
		next, stop := iter.Pull(rules)
		next()
		stop()
	}
}
