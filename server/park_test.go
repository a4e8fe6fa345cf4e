package server

import (
	"context"
	"errors"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"
)

// parked waits until live game id has no goroutine serving it (park.go),
// failing the test if it never parks.
func parked(t *testing.T, ts *testServer, id string) *game {
	t.Helper()
	ts.mu.Lock()
	g := ts.games[id]
	ts.mu.Unlock()
	if g == nil {
		t.Fatalf("game %s is not live", id)
	}
	for deadline := time.Now().Add(30 * time.Second); time.Now().Before(deadline); time.Sleep(5 * time.Millisecond) {
		g.park.mu.Lock()
		running := g.park.running
		g.park.mu.Unlock()
		if !running {
			return g
		}
	}
	g.park.mu.Lock()
	buf := make([]byte, 1<<20)
	buf = buf[:runtime.Stack(buf, true)]
	for _, st := range strings.Split(string(buf), "\n\n") {
		if strings.Contains(st, "(*game)") {
			t.Log(st)
		}
	}
	g.park.mu.Unlock()
	t.Fatalf("game %s never parked: a goroutine still serves it with nothing to do", id)
	return nil
}

// Issue 18 (an idle game's memory): a game waiting for a person holds no
// goroutine, a connection's next message starts one that plays on, and the
// game parks again once it waits; the connection stays open throughout.
func TestIdleGameParks(t *testing.T) {
	ts := startServer(t, Config{EvictAfter: time.Hour})
	cr := ts.create(t, humanVsBots(3, 7))
	parked(t, ts, cr.ID)
	c := ts.dial(t, cr.ID, "seat=0&token="+cr.Seats[0].Token)
	v := c.decision()
	g := parked(t, ts, cr.ID)
	before := g.table.Len()
	c.answer(v, 0)
	next := c.decision()
	if next.At <= v.At {
		t.Fatalf("after the answer to choice %d the next decision is choice %d", v.At, next.At)
	}
	g = parked(t, ts, cr.ID)
	if g.table.Len() <= before {
		t.Errorf("the game has %d choices after the answer, %d before", g.table.Len(), before)
	}
}

// Server.Close stops the parked games too: each is shut down (its done
// channel closed, its last wait stored) and none is started again.
func TestCloseStopsParkedGames(t *testing.T) {
	ts := startServer(t, Config{EvictAfter: time.Hour})
	var gs []*game
	for i := range 3 {
		cr := ts.create(t, humanVsBots(4, uint64(20+i)))
		gs = append(gs, parked(t, ts, cr.ID))
	}
	ts.close()
	for i, g := range gs {
		select {
		case <-g.done:
		default:
			t.Fatalf("game %d is not shut down after Close", i)
		}
		g.park.mu.Lock()
		closed := g.park.closed
		g.park.mu.Unlock()
		if !closed {
			t.Errorf("game %d could start again after Close", i)
		}
	}
}

// A game loaded from the store is published (Server.games) before its
// first goroutine starts: an event sent in between must not start a second
// goroutine. Two would serve one game at once, or one after the other
// would each shut it down ("close of closed channel", seen once in CI).
// Here the game is evicted as soon as it is idle, and many requests load
// it at once and send it events, over and over: the race detector and the
// shutdowns check that one goroutine at a time served it.
func TestLoadStartsOneGoroutine(t *testing.T) {
	ts := startServer(t, Config{EvictAfter: time.Millisecond})
	cr := ts.create(t, humanVsBots(3, 5))
	ctx := context.Background()
	for round := range 12 {
		waitLive(t, ts, 0)
		var wg sync.WaitGroup
		for range 8 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for range 5 {
					g, err := ts.game(ctx, cr.ID)
					if err != nil {
						t.Errorf("round %d: loading the game: %v", round, err)
						return
					}
					if err := g.send(ctx, evTick{}); err != nil && !errors.Is(err, errGameClosed) {
						t.Errorf("round %d: an event to the game: %v", round, err)
						return
					}
				}
			}()
		}
		wg.Wait()
	}
	ts.close()
}

// A game loaded once the server is closing is not published: Close's Wait
// counted the games published before it, and a goroutine started after it
// would outlive the server.
func TestClosedServerLoadsNoGame(t *testing.T) {
	ts := startServer(t, Config{EvictAfter: time.Hour})
	cr := ts.create(t, humanVsBots(3, 6))
	ts.Server.Close() // the store stays open
	if n := ts.LiveGames(); n != 0 {
		t.Fatalf("%d live games after Close", n)
	}
	g, err := ts.game(context.Background(), cr.ID)
	if !errors.Is(err, errGameClosed) {
		t.Fatalf("loading a game after Close: %v, %v; want errGameClosed", g, err)
	}
	if n := ts.LiveGames(); n != 0 {
		t.Fatalf("%d live games after a load refused", n)
	}
}
