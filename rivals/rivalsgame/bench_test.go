package rivalsgame_test

import (
	"runtime"
	"testing"
	"time"

	"kindred/engine"
	"kindred/rivals"
	"kindred/rivals/rivalsgame"
)

// The speed benchmarks of docs/BENCHMARKS.md's Rivals section: four-player
// games of the built-in decks, bot against bot, and their replay. Each
// reports games/s, choices/s and allocs/choice; none asserts a time.
//
//	GOMAXPROCS=1 go test -run '^$' -bench . -benchtime 3s ./rivals/rivalsgame

// benchSeats is the measure: four-player games.
const benchSeats = 4

// benchPlay plays b.N four-player games with engine.Playout and reports
// the figures; it releases each game played if release (rivals.Game.Release:
// its memory serves the next game).
func benchPlay(b *testing.B, botName string, release bool) {
	var choices int64
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	mallocs := ms.Mallocs
	cpu := cpuTime()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		seed := uint64(i + 1)
		g, err := rivalsgame.New(header(b, seed, benchSeats))
		if err != nil {
			b.Fatal(err)
		}
		n, err := engine.Playout(g, players(b, seed, benchSeats, botName), 200000)
		if err != nil {
			b.Fatalf("seed %d: %v", seed, err)
		}
		choices += int64(n)
		if release {
			g.Release()
		}
	}
	b.StopTimer()
	report(b, choices, mallocs, cpuTime()-cpu)
}

// report adds games/s, choices/s and allocs/choice to b's results: by
// the wall clock, and by the CPU time cpu the loop took (games/cpu-s,
// choices/cpu-s), the figures to quote from a shared machine.
func report(b *testing.B, choices int64, mallocs uint64, cpu time.Duration) {
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	secs := b.Elapsed().Seconds()
	b.ReportMetric(float64(b.N)/secs, "games/s")
	b.ReportMetric(float64(choices)/secs, "choices/s")
	if c := cpu.Seconds(); c > 0 {
		b.ReportMetric(float64(b.N)/c, "games/cpu-s")
		b.ReportMetric(float64(choices)/c, "choices/cpu-s")
	}
	b.ReportMetric(float64(ms.Mallocs-mallocs)/float64(choices), "allocs/choice")
	b.ReportMetric(float64(choices)/float64(b.N), "choices/game")
}

// BenchmarkGameHeuristic: four heuristic bots, the goal (≥ 3,000
// games/s on one core), each game kept (collected after it, as
// games/gamesim's simulations do).
func BenchmarkGameHeuristic(b *testing.B) { benchPlay(b, rivalsgame.BotHeuristic, false) }

// BenchmarkGameHeuristicReleased is BenchmarkGameHeuristic releasing each
// game played, as V:TES's simulations do and BenchmarkReplay does: its
// memory serves the next game.
func BenchmarkGameHeuristicReleased(b *testing.B) { benchPlay(b, rivalsgame.BotHeuristic, true) }

// BenchmarkGameRandom: four random bots.
func BenchmarkGameRandom(b *testing.B) { benchPlay(b, rivalsgame.BotRandom, false) }

// BenchmarkReplay replays recorded four-player heuristic games with
// engine.Replay, every hash checked, and releases each replayed game, as
// V:TES's benchmark does (rivals.Game.Release: its memory serves the next
// replay): the goal is ≥ 1,000,000 choices/s.
func BenchmarkReplay(b *testing.B) { benchReplay(b, true) }

// BenchmarkReplayKept is BenchmarkReplay keeping each replayed game, as a
// resume does: each replay's memory is made anew and collected.
func BenchmarkReplayKept(b *testing.B) { benchReplay(b, false) }

// benchReplay replays 32 recorded games in turn, b.N replays in all,
// releasing each replayed game if release.
func benchReplay(b *testing.B, release bool) {
	var logs []*engine.Log
	for i := range 32 {
		seed := uint64(i + 1)
		tb, err := engine.NewTable(game.NewGame, header(b, seed, benchSeats))
		if err != nil {
			b.Fatal(err)
		}
		if err := engine.Run(tb, players(b, seed, benchSeats, rivalsgame.BotHeuristic), engine.RunOptions{MaxChoices: 200000}); err != nil {
			b.Fatal(err)
		}
		logs = append(logs, tb.Log())
	}
	var choices int64
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	mallocs := ms.Mallocs
	cpu := cpuTime()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		l := logs[i%len(logs)]
		g, err := engine.Replay(game.NewGame, l, len(l.Choices))
		if err != nil {
			b.Fatal(err)
		}
		if g.Pending() != nil {
			b.Fatal("the replayed game is not over")
		}
		if release {
			g.(*rivals.Game).Release()
		}
		choices += int64(len(l.Choices))
	}
	b.StopTimer()
	report(b, choices, mallocs, cpuTime()-cpu)
}

// BenchmarkHash hashes the state of a four-player heuristic game a
// hundred choices in: the hash is half of a replay's time.
func BenchmarkHash(b *testing.B) {
	seed := uint64(1)
	g, err := rivalsgame.New(header(b, seed, benchSeats))
	if err != nil {
		b.Fatal(err)
	}
	defer g.Close()
	ps := players(b, seed, benchSeats, rivalsgame.BotHeuristic)
	for range 100 {
		d := g.Pending()
		if d == nil {
			b.Fatal("the game ended within 100 choices")
		}
		o, err := ps[d.Seat].Choose(g.View(d.Seat), d)
		if err != nil {
			b.Fatal(err)
		}
		if err := g.Apply(o); err != nil {
			b.Fatal(err)
		}
	}
	b.ResetTimer()
	var h uint64
	for b.Loop() {
		h ^= g.Hash()
	}
	b.StopTimer()
	if h == 1 {
		b.Log(h) // keeps the hashes alive
	}
}
