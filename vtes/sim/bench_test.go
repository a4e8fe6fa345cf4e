package sim

import (
	"runtime"
	"testing"
	"time"

	"kindred/engine"
	"kindred/vtes"
)

// benchGames plays b.N four-seat games with o and reports games/s,
// choices/s, choices per game and allocations per choice.
func benchGames(b *testing.B, o Options) {
	o.Games = b.N
	r, err := NewRunner(o)
	if err != nil {
		b.Fatal(err)
	}
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	b.ResetTimer()
	start := time.Now()
	st, err := r.Run()
	secs := time.Since(start).Seconds()
	b.StopTimer()
	if err != nil {
		b.Fatal(err)
	}
	runtime.ReadMemStats(&after)
	b.ReportMetric(float64(st.Games)/secs, "games/s")
	b.ReportMetric(float64(st.Choices)/secs, "choices/s")
	b.ReportMetric(st.ChoicesPerGame, "choices/game")
	b.ReportMetric(float64(after.Mallocs-before.Mallocs)/float64(st.Choices), "allocs/choice")
}

// BenchmarkGameHeuristic: full games between heuristic bots, no checks,
// one core: the goal is 1,000 games/s.
func BenchmarkGameHeuristic(b *testing.B) { benchGames(b, Options{NoCheck: true}) }

// BenchmarkGameHeuristicNewBlood: BenchmarkGameHeuristic on the nine New
// Blood decks, the decks issue 16's speed figures are measured on.
func BenchmarkGameHeuristicNewBlood(b *testing.B) {
	benchGames(b, Options{NoCheck: true, Decks: recordedDecks})
}

// BenchmarkGameRandom: full games between random bots, no checks.
func BenchmarkGameRandom(b *testing.B) { benchGames(b, Options{NoCheck: true, Bot: Random}) }

// BenchmarkGameChecked: heuristic bots, invariants checked after every
// choice, as `kindred sim` plays.
func BenchmarkGameChecked(b *testing.B) { benchGames(b, Options{}) }

// BenchmarkGameLogged: heuristic bots through an engine.Table (hashed and
// logged after every choice), as a server plays.
func BenchmarkGameLogged(b *testing.B) { benchGames(b, Options{NoCheck: true, Logged: true}) }

// BenchmarkGameCheckedNewBlood: BenchmarkGameChecked (kindred sim's way)
// on the nine New Blood decks, issue 16's measure.
func BenchmarkGameCheckedNewBlood(b *testing.B) { benchGames(b, Options{Decks: recordedDecks}) }

// BenchmarkGameLoggedNewBlood: BenchmarkGameLogged (a server's way) on
// the nine New Blood decks, issue 16's measure.
func BenchmarkGameLoggedNewBlood(b *testing.B) {
	benchGames(b, Options{NoCheck: true, Logged: true, Decks: recordedDecks})
}

// BenchmarkReplay replays recorded heuristic games with engine.Replay,
// every hash checked: the goal is 1,000,000 choices/s.
func BenchmarkReplay(b *testing.B) { benchReplay(b, nil) }

// BenchmarkReplayNewBlood: BenchmarkReplay on the nine New Blood decks.
func BenchmarkReplayNewBlood(b *testing.B) { benchReplay(b, recordedDecks) }

// benchReplay replays eight recorded games between decks (nil: every
// built-in deck) in turn, b.N replays in all.
func benchReplay(b *testing.B, decks []string) {
	r, err := NewRunner(Options{Games: 8, Seed: 1, Decks: decks})
	if err != nil {
		b.Fatal(err)
	}
	var logs []*engine.Log
	for i := range 8 {
		l, err := r.Record(i)
		if err != nil {
			b.Fatal(err)
		}
		logs = append(logs, l)
	}
	choices := 0
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	b.ResetTimer()
	start := time.Now()
	for i := 0; i < b.N; i++ {
		l := logs[i%len(logs)]
		g, err := engine.Replay(NewGame, l, len(l.Choices))
		if err != nil {
			b.Fatal(err)
		}
		g.(*vtes.Game).Release() // its log serves the next replay, as in MeasureReplay
		choices += len(l.Choices)
	}
	secs := time.Since(start).Seconds()
	b.StopTimer()
	runtime.ReadMemStats(&after)
	b.ReportMetric(float64(choices)/secs, "choices/s")
	b.ReportMetric(float64(after.Mallocs-before.Mallocs)/float64(choices), "allocs/choice")
}

// midGame plays a heuristic game to its 150th choice.
func midGame(t testing.TB) *vtes.Game {
	l := recordOne(t, Options{Games: 1, Seed: 1})
	g, err := engine.Replay(NewGame, l, min(150, len(l.Choices)))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(g.(*vtes.Game).Close)
	return g.(*vtes.Game)
}

// TestCheckInvariantsAllocates: a check allocates nothing on the whole,
// eight checks in a row (the rarer parts run one check in eight).
// kindred sim checks every choice: a check that allocated made a checked
// game allocate 32 times a choice (defModes, BENCHMARKS).
func TestCheckInvariantsAllocates(t *testing.T) {
	g := midGame(t)
	allocs := testing.AllocsPerRun(40, func() {
		if err := g.CheckInvariants(); err != nil {
			t.Fatal(err)
		}
	})
	if allocs >= 1 {
		t.Fatalf("an invariant check allocates %.1f times, want none on the whole", allocs)
	}
}

// BenchmarkCheckInvariants: one invariant check in the middle of a game.
func BenchmarkCheckInvariants(b *testing.B) {
	g := midGame(b)
	b.ReportAllocs()
	for b.Loop() {
		if err := g.CheckInvariants(); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkHash: one state hash in the middle of a game, which a Table
// and a replay compute after every choice.
func BenchmarkHash(b *testing.B) {
	g := midGame(b)
	b.ReportAllocs()
	for b.Loop() {
		g.Hash()
	}
}

// BenchmarkNewGame: a New Blood game's setup, to its first decision, and
// its release (the arena serves the next), as every simulated or
// replayed game starts.
func BenchmarkNewGame(b *testing.B) {
	r, err := NewRunner(Options{Games: 1, Seed: 1, Decks: recordedDecks})
	if err != nil {
		b.Fatal(err)
	}
	h := r.Header(0)
	b.ReportAllocs()
	for b.Loop() {
		g, err := NewGame(h)
		if err != nil {
			b.Fatal(err)
		}
		g.(*vtes.Game).Release()
	}
}
