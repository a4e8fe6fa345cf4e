package server

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"kindred/ancientblood/abgame"
	"log/slog"
	"net"
	"net/http"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/coder/websocket"

	"kindred/engine"
	"kindred/engine/enginetest"
	"kindred/games"
	"kindred/heritage/heritagegame"
	"kindred/rivals"
	"kindred/rivals/rivalsgame"
	"kindred/store"
	"kindred/vtes/carddb"
	"kindred/vtes/vtesgame"
)

// testRegistry registers the games the tests play: V:TES (over the card
// list db, which may be nil), Rivals, Ancient Blood and the engine's test game Hoard,
// which proves the server depends on no game.
func testRegistry(t testing.TB, db *carddb.DB) *games.Registry {
	t.Helper()
	r, err := games.NewRegistry(vtesgame.New(db), rivalsgame.Game{}, enginetest.Hoard{}, abgame.Game{})
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// testGames are the games the table-driven tests play.
var testGames = []string{"vtes", "hoard"}

// longGame is humanVsBotsOf for a game that lasts: Hoard with a target no
// one reaches (it ends once its deck is out and every seat passes) and
// full hands.
func longGame(game string, seats int, seed uint64) createRequest {
	req := humanVsBotsOf(game, seats, seed)
	if game == "hoard" {
		req.Rules = map[string]string{"hand": "6", "target": "200"}
	}
	return req
}

// secretsOf returns the games.Secrets of the game g is a state of.
func secretsOf(g engine.Game) games.Secrets {
	switch g.(type) {
	case *enginetest.Game:
		return enginetest.Hoard{}
	case *rivals.Game:
		return rivalsgame.Game{}
	}
	return vtesgame.New(nil)
}

// testNewGame starts a game of any game the tests play, for replaying
// stored logs.
func testNewGame(h engine.Header) (engine.Game, error) {
	r, _ := games.NewRegistry(vtesgame.New(nil), rivalsgame.Game{}, enginetest.Hoard{}, abgame.Game{}, heritagegame.New())
	return r.NewGame(h)
}

// testServer is a Server on a real loopback listener with a real SQLite
// file.
type testServer struct {
	*Server
	url   string // http://127.0.0.1:PORT
	db    string // the SQLite file
	st    store.Store
	logs  *syncBuffer
	close func()
}

// syncBuffer is a bytes.Buffer safe for the logger's concurrent writes.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// startServer starts a server with cfg (its Store, if nil, is a fresh
// SQLite file) on 127.0.0.1, stopped at the end of the test.
func startServer(t testing.TB, cfg Config) *testServer {
	t.Helper()
	return startServerAt(t, cfg, "127.0.0.1:0")
}

// startServerAt is startServer listening on addr (a restarted server on
// the address of the one before, for a browser's page to find it again).
func startServerAt(t testing.TB, cfg Config, addr string) *testServer {
	t.Helper()
	ts := &testServer{logs: &syncBuffer{}}
	if cfg.Store == nil {
		ts.db = filepath.Join(t.TempDir(), "kindred.db")
		st, err := store.Open(context.Background(), "sqlite:"+ts.db)
		if err != nil {
			t.Fatal(err)
		}
		cfg.Store = st
		ts.st = st
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.NewTextHandler(ts.logs, nil))
	}
	if cfg.Games == nil {
		cfg.Games = testRegistry(t, nil)
	}
	s, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.Resume(context.Background()); err != nil {
		t.Fatal(err)
	}
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	hs := &http.Server{Handler: s.Handler(), ReadHeaderTimeout: 5 * time.Second}
	go hs.Serve(ln)
	ts.Server, ts.url = s, "http://"+ln.Addr().String()
	var once sync.Once
	ts.close = func() {
		once.Do(func() {
			s.Close()
			hs.Close()
			if ts.st != nil {
				ts.st.Close()
			}
		})
	}
	t.Cleanup(ts.close)
	return ts
}

// do sends a request and returns the status and body.
func (ts *testServer) do(t testing.TB, method, path, contentType string, body []byte) (int, []byte) {
	t.Helper()
	req, err := http.NewRequest(method, ts.url+path, bytes.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	if contentType != "" {
		req.Header.Set("Content-Type", contentType)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, b
}

// postJSON posts v and decodes the answer into out (if not nil).
func (ts *testServer) postJSON(t testing.TB, path string, v, out any) int {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	status, body := ts.do(t, "POST", path, "application/json", b)
	if out != nil && status < 300 {
		if err := json.Unmarshal(body, out); err != nil {
			t.Fatalf("POST %s: %v in %s", path, err, body)
		}
	}
	return status
}

// create makes a game and fails the test if it cannot.
func (ts *testServer) create(t testing.TB, req createRequest) createResponse {
	t.Helper()
	var resp createResponse
	b, _ := json.Marshal(req)
	status, body := ts.do(t, "POST", "/api/games", "application/json", b)
	if status != http.StatusCreated {
		t.Fatalf("creating a game: %d %s", status, body)
	}
	if err := json.Unmarshal(body, &resp); err != nil {
		t.Fatal(err)
	}
	return resp
}

// summaryOf returns GET /api/games/{id}.
func (ts *testServer) summaryOf(t testing.TB, id string) summary {
	t.Helper()
	status, body := ts.do(t, "GET", "/api/games/"+id, "", nil)
	if status != http.StatusOK {
		t.Fatalf("summary of %s: %d %s", id, status, body)
	}
	var s summary
	if err := json.Unmarshal(body, &s); err != nil {
		t.Fatal(err)
	}
	return s
}

// humanVsBots is a lobby request of the default game (V:TES): seat 0
// human, the others bots.
func humanVsBots(seats int, seed uint64) createRequest { return humanVsBotsOf("", seats, seed) }

// humanVsBotsOf is humanVsBots for game.
func humanVsBotsOf(game string, seats int, seed uint64) createRequest {
	req := createRequest{Game: game, Seed: &seed}
	for i := range seats {
		p := playerBot
		if i == 0 {
			p = playerHuman
		}
		req.Seats = append(req.Seats, seatConfig{Player: p})
	}
	return req
}

// message is any server message, decoded.
type message struct {
	Type     string    `json:"type"`
	State    *viewJSON `json:"state"`
	LogStart int       `json:"log_start"`
	Log      []logLine `json:"log"`
	Error    string    `json:"error"`
	At       int       `json:"at"`
	Seat     int       `json:"seat"`
	From     string    `json:"from"`
	Text     string    `json:"text"`
	Notice   string    `json:"notice"`
	raw      []byte
}

// client is a test WebSocket connection. A goroutine reads its messages
// into a channel, so a test may wait for one with a timeout without
// closing the connection (a cancelled Read closes it).
type client struct {
	t    testing.TB
	ws   *websocket.Conn
	in   chan message
	err  error     // why the reader stopped, once in is closed
	view *viewJSON // the last view
	log  []logLine
}

// dial connects to a game's WebSocket with the query q ("seat=0&token=…").
func (ts *testServer) dial(t testing.TB, id, q string) *client {
	t.Helper()
	c, err := ts.tryDial(id, q)
	if err != nil {
		t.Fatalf("dial %s: %v", id, err)
	}
	c.t = t
	t.Cleanup(func() { c.ws.CloseNow() })
	return c
}

func (ts *testServer) tryDial(id, q string) (*client, error) {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	u := strings.Replace(ts.url, "http://", "ws://", 1) + "/api/games/" + id + "/ws?" + q
	ws, _, err := websocket.Dial(ctx, u, nil)
	if err != nil {
		return nil, err
	}
	ws.SetReadLimit(1 << 22)
	c := &client{ws: ws, in: make(chan message, 1024)}
	go func() {
		defer close(c.in)
		for {
			_, b, err := ws.Read(context.Background())
			if err != nil {
				c.err = err
				return
			}
			var m message
			if err := json.Unmarshal(b, &m); err != nil {
				c.err = fmt.Errorf("not JSON: %v: %s", err, b)
				return
			}
			m.raw = b
			c.in <- m
		}
	}()
	return c, nil
}

// read returns the next message, failing the test after timeout.
func (c *client) read(timeout time.Duration) message {
	c.t.Helper()
	m, err := c.tryRead(timeout)
	if err != nil {
		c.t.Fatalf("reading: %v", err)
	}
	return m
}

// errTimeout: no message within the time given.
var errTimeout = errors.New("no message in time")

// tryRead returns the next message, errTimeout, or why the connection
// ended.
func (c *client) tryRead(timeout time.Duration) (message, error) {
	timer := time.NewTimer(timeout)
	defer timer.Stop()
	var m message
	var ok bool
	select {
	case m, ok = <-c.in:
		if !ok {
			return message{}, c.err
		}
	case <-timer.C:
		return message{}, errTimeout
	}
	if m.Type == "view" {
		c.view = m.State
		if m.LogStart == 0 {
			c.log = nil
		}
		c.log = append(c.log[:min(m.LogStart, len(c.log))], m.Log...)
	}
	return m, nil
}

// until reads messages until f returns true for one, and returns it.
func (c *client) until(timeout time.Duration, f func(m message) bool) message {
	c.t.Helper()
	deadline := time.Now().Add(timeout)
	for {
		left := time.Until(deadline)
		if left <= 0 {
			c.t.Fatalf("no awaited message within %v (last view: %+v)", timeout, c.view)
		}
		m := c.read(left)
		if f(m) {
			return m
		}
	}
}

// tableOf decodes the game's part of a view.
func tableOf(t testing.TB, v *viewJSON) map[string]json.RawMessage {
	t.Helper()
	var table map[string]json.RawMessage
	if err := json.Unmarshal(v.Table, &table); err != nil {
		t.Fatalf("the view's table: %v: %s", err, v.Table)
	}
	return table
}

// decision waits for a view in which this seat decides or the game is over.
func (c *client) decision() *viewJSON {
	c.t.Helper()
	m := c.until(10*time.Second, func(m message) bool {
		return m.Type == "view" && (m.State.Decision != nil || m.State.Result != nil)
	})
	return m.State
}

// send writes a client message.
func (c *client) send(v any) {
	c.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	b, _ := json.Marshal(v)
	if err := c.ws.Write(ctx, websocket.MessageText, b); err != nil {
		c.t.Fatal(err)
	}
}

// answer answers the view's decision with option i and waits for the ack.
func (c *client) answer(v *viewJSON, i int) {
	c.t.Helper()
	c.send(map[string]any{"type": "answer", "at": v.At, "option": i})
	m := c.until(10*time.Second, func(m message) bool { return m.Type == "ack" || m.Type == "error" })
	if m.Type == "error" {
		c.t.Fatalf("answer %d at %d refused: %s", i, v.At, m.Error)
	}
}
