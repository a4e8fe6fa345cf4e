package server

import (
	"context"
	"encoding/json"
	"errors"
	"reflect"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/coder/websocket"

	"kindred/engine"
	"kindred/games"
)

// closedIdle reads c until its connection ends and reports whether the
// server closed it with StatusIdle.
func closedIdle(t *testing.T, c *client) {
	t.Helper()
	for {
		_, err := c.tryRead(30 * time.Second)
		if errors.Is(err, errTimeout) {
			t.Fatal("the idle game's connection stays open")
		}
		if err != nil {
			if s := websocket.CloseStatus(err); s != StatusIdle {
				t.Fatalf("connection closed with %v (%v), want StatusIdle", s, err)
			}
			return
		}
	}
}

// waitLive waits until the server holds n games.
func waitLive(t *testing.T, ts *testServer, n int) {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for ts.LiveGames() != n {
		if time.Now().After(deadline) {
			t.Fatalf("%d live games, want %d", ts.LiveGames(), n)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// TestEvictIdle: a game left without an answer for EvictAfter leaves
// memory, its player's connection closed with StatusIdle; connecting again
// rebuilds it from the stored log (every hash checked) as it was, and play
// goes on. Viewing it over HTTP brings it back too.
func TestEvictIdle(t *testing.T) {
	for _, game := range testGames {
		t.Run(game, func(t *testing.T) { evictIdle(t, game) })
	}
}

func evictIdle(t *testing.T, game string) {
	ts := startServer(t, Config{EvictAfter: 200 * time.Millisecond})
	g := ts.create(t, longGame(game, 4, 21))
	q := "seat=0&token=" + g.Seats[0].Token
	c := ts.dial(t, g.ID, q)
	rnd := engine.NewRand(3)
	v := c.decision()
	for range 5 {
		c.answer(v, rnd.Intn(len(v.Decision.Options)))
		if v = c.decision(); v.Result != nil {
			t.Fatal("the game ended too soon for the test")
		}
	}
	before := ts.summaryOf(t, g.ID)
	closedIdle(t, c)
	waitLive(t, ts, 0)

	c = ts.dial(t, g.ID, q)
	w := c.decision()
	if !reflect.DeepEqual(v, w) {
		t.Fatalf("the rebuilt game shows another view:\n%+v\n%+v", v, w)
	}
	after := ts.summaryOf(t, g.ID)
	if after.Hash != before.Hash || after.Choices != before.Choices || after.Hash == "" {
		t.Fatalf("rebuilt: %s after %d choices, was %s after %d", after.Hash, after.Choices, before.Hash, before.Choices)
	}
	for range 5 {
		c.answer(w, rnd.Intn(len(w.Decision.Options)))
		if w = c.decision(); w.Result != nil {
			break
		}
	}
	if s := ts.summaryOf(t, g.ID); s.Choices <= after.Choices {
		t.Fatalf("no play after the rebuild: %d choices", s.Choices)
	}

	closedIdle(t, c)
	waitLive(t, ts, 0)
	if status, body := ts.do(t, "GET", "/api/games/"+g.ID+"/view?"+q, "", nil); status != 200 {
		t.Fatalf("view of an evicted game: %d %s", status, body)
	}
	if n := ts.LiveGames(); n != 1 {
		t.Fatalf("%d live games after a view, want 1", n)
	}
}

// TestEvictKeepsAcknowledged: games are evicted over and over while their
// player answers as fast as it can; every answer acknowledged is in the
// game rebuilt afterwards, and the stored log replays with its hashes.
func TestEvictKeepsAcknowledged(t *testing.T) {
	for _, game := range testGames {
		t.Run(game, func(t *testing.T) { evictKeepsAcknowledged(t, game) })
	}
}

func evictKeepsAcknowledged(t *testing.T, game string) {
	ts := startServer(t, Config{RateLimit: 1e6})
	g := ts.create(t, longGame(game, 3, 33))
	q := "seat=0&token=" + g.Seats[0].Token
	var stop atomic.Bool
	var wg sync.WaitGroup
	evictions := 0
	wg.Go(func() {
		for !stop.Load() {
			evictions += ts.EvictIdle(context.Background(), 0)
			time.Sleep(time.Millisecond)
		}
	})
	rnd := engine.NewRand(5)
	acked, reconnects := 0, 0
	for answers := 0; answers < 60; {
		c, err := ts.tryDial(g.ID, q)
		if err != nil {
			t.Fatal(err)
		}
		c.t = t
		reconnects++
		for {
			m, err := c.tryRead(30 * time.Second)
			if err != nil {
				if errors.Is(err, errTimeout) {
					t.Fatal("no message")
				}
				break // evicted: connect again
			}
			if m.Type == "ack" {
				acked = max(acked, m.At)
				continue
			}
			if m.Type != "view" {
				continue
			}
			if m.State.At < acked {
				t.Fatalf("the game shows choice %d after choice %d was acknowledged", m.State.At, acked)
			}
			if m.State.Result != nil {
				answers = 1 << 30
				break
			}
			if m.State.Decision != nil {
				answers++
				// The connection may be closing under an eviction: a write
				// that fails is an answer never acknowledged.
				b, _ := json.Marshal(map[string]any{"type": "answer", "at": m.State.At, "option": rnd.Intn(len(m.State.Decision.Options))})
				c.ws.Write(context.Background(), websocket.MessageText, b)
			}
		}
		c.ws.CloseNow()
	}
	stop.Store(true)
	wg.Wait()
	if evictions == 0 || reconnects < 2 {
		t.Fatalf("%d evictions, %d connections: the test evicted nothing", evictions, reconnects)
	}
	if s := ts.summaryOf(t, g.ID); s.Choices < acked {
		t.Fatalf("%d choices stored, %d acknowledged", s.Choices, acked)
	}
	sg, err := ts.st.Load(context.Background(), g.ID)
	if err != nil {
		t.Fatal(err)
	}
	rg, err := engine.Replay(testNewGame, &engine.Log{Header: sg.Header, Choices: sg.Choices}, len(sg.Choices))
	if err != nil {
		t.Fatalf("the stored log does not replay: %v", err)
	}
	games.Close(rg)
	t.Logf("%d answers acknowledged up to choice %d, %d evictions, %d connections", 60, acked, evictions, reconnects)
}

// TestEvictWaitsForClock: a player connected but silent, whose clock
// runs, keeps the game in memory however short EvictAfter: when the clock
// runs out a bot plays the seat, and the game goes on to its end.
func TestEvictWaitsForClock(t *testing.T) {
	for _, game := range testGames {
		t.Run(game, func(t *testing.T) { evictWaitsForClock(t, game) })
	}
}

func evictWaitsForClock(t *testing.T, game string) {
	ts := startServer(t, Config{EvictAfter: 10 * time.Millisecond, KeepFinished: time.Hour})
	req := humanVsBotsOf(game, 3, 55)
	req.Clock = 1
	g := ts.create(t, req)
	c := ts.dial(t, g.ID, "seat=0&token="+g.Seats[0].Token)
	c.decision()
	if n := ts.EvictIdle(context.Background(), 0); n != 0 && !ts.summaryOf(t, g.ID).Over {
		t.Fatalf("%d games evicted while a clock runs", n)
	}
	deadline := time.Now().Add(60 * time.Second)
	clock := false
	for {
		if time.Now().After(deadline) {
			t.Fatalf("the game did not end (clock notice: %v)", clock)
		}
		m, err := c.tryRead(time.Until(deadline))
		if err != nil {
			t.Fatalf("the connection ended before the game (%v, close status %v)", err, websocket.CloseStatus(err))
		}
		if m.Type == "notice" && m.Notice == "clock" {
			clock = true
		}
		if m.Type == "view" && m.State.Result != nil {
			break
		}
	}
	if !clock {
		t.Error("the game ended without the clock running out")
	}
}
