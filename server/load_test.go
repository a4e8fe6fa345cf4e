package server

import (
	"context"
	"flag"
	"fmt"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"kindred/engine"
	"kindred/store"
)

// Flags of the load benchmark (docs/BENCHMARKS.md, "Server").
var (
	loadGames = flag.Int("load.games", 100, "concurrent games in BenchmarkServeLoad")
	loadDB    = flag.String("load.db", "", "database for BenchmarkServeLoad (default: a SQLite file in the test's temp dir)")
)

// BenchmarkServeLoad plays many games at once through the real HTTP and
// WebSocket API on loopback: each game has one human seat, answered by a
// client of the benchmark with a random option as soon as its view
// arrives, and three bots. b.N is the number of human answers in all; a
// game that ends is replaced by a new one, so -load.games games are live
// throughout. It reports answers/s, all choices/s (bots' included), the
// latency from sending an answer to receiving the next view (which holds
// the bots' choices up to the seat's next decision, all stored), and the
// heap held per live game.
//
//	go test -run '^$' -bench BenchmarkServeLoad -benchtime 5000x ./server/ -load.games 100
func BenchmarkServeLoad(b *testing.B) {
	cfg := Config{RateLimit: 1e9, MaxConnsPerAddr: 1 << 30}
	if *loadDB != "" {
		if b.N == 1 {
			// The testing package's first, one-answer run would leave its
			// games in the shared database for the real run to resume.
			return
		}
		st, err := store.Open(context.Background(), *loadDB)
		if err != nil {
			b.Fatal(err)
		}
		defer st.Close()
		cfg.Store = st
	}
	ts := startServer(b, cfg)
	games := *loadGames

	// Memory per live game, server side: games waiting for their human
	// seat, with no connection.
	runtime.GC()
	var m0, m1 runtime.MemStats
	runtime.ReadMemStats(&m0)
	idle := make([]createResponse, games)
	for i := range idle {
		idle[i] = ts.create(b, humanVsBots(4, uint64(1_000_000+i)))
	}
	runtime.GC()
	runtime.ReadMemStats(&m1)
	perGame := float64(m1.HeapAlloc-m0.HeapAlloc) / float64(games)
	live := ts.LiveGames()

	var (
		answers   atomic.Int64
		choices   atomic.Int64 // choices of finished games, plus the live ones at the end
		mu        sync.Mutex
		latencies []time.Duration
		wg        sync.WaitGroup
		failed    atomic.Value
	)
	deadline := time.Now().Add(5 * time.Minute)
	b.ResetTimer()
	start := time.Now()
	for w := range games {
		wg.Go(func() {
			rnd := engine.NewRand(uint64(w) + 7)
			g := idle[w]
			var lat []time.Duration
			defer func() {
				mu.Lock()
				latencies = append(latencies, lat...)
				mu.Unlock()
			}()
			for n := 0; ; n++ {
				if n > 0 {
					g = ts.create(b, humanVsBots(4, uint64(w)<<20+uint64(n)))
				}
				c, err := ts.tryDial(g.ID, "seat=0&token="+g.Seats[0].Token)
				if err != nil {
					failed.Store(err)
					return
				}
				c.t = b
				sent := time.Time{}
				last := 0
				for {
					m, err := c.tryRead(time.Minute)
					if err != nil {
						failed.Store(fmt.Errorf("game %s: %w", g.ID, err))
						c.ws.CloseNow()
						return
					}
					if m.Type == "error" {
						failed.Store(fmt.Errorf("game %s: %s", g.ID, m.Error))
						c.ws.CloseNow()
						return
					}
					if m.Type != "view" {
						continue
					}
					v := m.State
					if !sent.IsZero() && v.At > last {
						lat = append(lat, time.Since(sent))
						sent = time.Time{}
					}
					last = v.At
					if v.Result != nil {
						choices.Add(int64(v.At))
						break
					}
					if v.Decision == nil || !sent.IsZero() {
						continue
					}
					if answers.Add(1) > int64(b.N) || time.Now().After(deadline) {
						choices.Add(int64(v.At))
						c.ws.CloseNow()
						return
					}
					sent = time.Now()
					c.send(map[string]any{"type": "answer", "at": v.At, "option": rnd.Intn(len(v.Decision.Options))})
				}
				c.ws.CloseNow()
			}
		})
	}
	wg.Wait()
	elapsed := time.Since(start)
	b.StopTimer()
	if err, ok := failed.Load().(error); ok {
		b.Fatal(err)
	}
	slices.Sort(latencies)
	pct := func(p float64) float64 {
		if len(latencies) == 0 {
			return 0
		}
		return float64(latencies[min(len(latencies)-1, int(p*float64(len(latencies))))].Microseconds()) / 1000
	}
	n := float64(min(answers.Load(), int64(b.N)))
	b.ReportMetric(float64(games), "games")
	b.ReportMetric(n/elapsed.Seconds(), "answers/s")
	b.ReportMetric(float64(choices.Load())/elapsed.Seconds(), "choices/s")
	b.ReportMetric(pct(0.5), "p50-ms")
	b.ReportMetric(pct(0.9), "p90-ms")
	b.ReportMetric(pct(0.99), "p99-ms")
	b.ReportMetric(perGame/1024, "KiB/game")
	b.ReportMetric(float64(live), "live")
}
