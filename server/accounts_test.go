package server

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/cookiejar"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"
)

// browser is a client with its own cookies: one person's browser.
type browser struct {
	ts *testServer
	c  *http.Client
}

func (ts *testServer) browser(t *testing.T) *browser {
	jar, err := cookiejar.New(nil)
	if err != nil {
		t.Fatal(err)
	}
	return &browser{ts: ts, c: &http.Client{Jar: jar}}
}

// call sends a request (a JSON body when v is not nil) and returns the
// status and the body.
func (b *browser) call(t *testing.T, method, path string, v any) (int, []byte) {
	t.Helper()
	var body io.Reader
	if v != nil {
		raw, err := json.Marshal(v)
		if err != nil {
			t.Fatal(err)
		}
		body = bytes.NewReader(raw)
	}
	req, err := http.NewRequest(method, b.ts.url+path, body)
	if err != nil {
		t.Fatal(err)
	}
	if v != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	resp, err := b.c.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	out, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, out
}

// register makes an account and signs it in on b.
func (b *browser) register(t *testing.T, name string) {
	t.Helper()
	if status, body := b.call(t, "POST", "/api/account/register", credentials{Name: name, Password: "correct horse"}); status != http.StatusCreated {
		t.Fatalf("registering %s: %d %s", name, status, body)
	}
}

// myGames returns GET /api/account/games.
func (b *browser) myGames(t *testing.T) []myGame {
	t.Helper()
	status, body := b.call(t, "GET", "/api/account/games", nil)
	if status != http.StatusOK {
		t.Fatalf("my games: %d %s", status, body)
	}
	var out struct{ Games []myGame }
	if err := json.Unmarshal(body, &out); err != nil {
		t.Fatal(err)
	}
	return out.Games
}

// dialAs opens a seat's WebSocket with b's cookies and no token.
func (b *browser) dialAs(t *testing.T, id string, seat int) (*client, error) {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	u := strings.Replace(b.ts.url, "http://", "ws://", 1) + "/api/games/" + id + "/ws?seat=" + string(rune('0'+seat))
	ws, _, err := websocket.Dial(ctx, u, &websocket.DialOptions{HTTPClient: b.c})
	if err != nil {
		return nil, err
	}
	ws.SetReadLimit(1 << 22)
	c := &client{t: t, ws: ws, in: make(chan message, 1024)}
	go func() {
		defer close(c.in)
		for {
			_, raw, err := ws.Read(context.Background())
			if err != nil {
				c.err = err
				return
			}
			var m message
			if json.Unmarshal(raw, &m) != nil {
				return
			}
			c.in <- m
		}
	}()
	t.Cleanup(func() { ws.CloseNow() })
	return c, nil
}

// TestAccountSignUpInOut: an account is made, signed in with an HttpOnly
// SameSite=Strict cookie, signed out and in again; bad names and
// passwords, a taken name, a wrong password and a form post are refused
// with what was wrong.
func TestAccountSignUpInOut(t *testing.T) {
	ts := startServer(t, Config{})
	alice := ts.browser(t)
	status, _ := alice.call(t, "POST", "/api/account/register", credentials{Name: "Alice", Password: "correct horse"})
	if status != http.StatusCreated {
		t.Fatalf("register: %d", status)
	}
	var cookie *http.Cookie
	for _, c := range alice.c.Jar.Cookies(mustURL(t, ts.url)) {
		if c.Name == sessionCookie {
			cookie = c
		}
	}
	if cookie == nil {
		t.Fatal("no session cookie")
	}
	// The jar does not keep the attributes: read them off a fresh sign-in.
	req, _ := http.NewRequest("POST", ts.url+"/api/account/login", strings.NewReader(`{"name":"alice","password":"correct horse"}`))
	req.Header.Set("Content-Type", "application/json")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	set := resp.Header.Get("Set-Cookie")
	for _, want := range []string{sessionCookie + "=", "HttpOnly", "SameSite=Strict", "Path=/"} {
		if !strings.Contains(set, want) {
			t.Errorf("Set-Cookie %q lacks %q", set, want)
		}
	}
	if status, body := alice.call(t, "GET", "/api/account", nil); status != http.StatusOK || !strings.Contains(string(body), `"Alice"`) {
		t.Errorf("who am I: %d %s", status, body)
	}
	for _, tc := range []struct {
		name, path string
		body       any
		status     int
		says       string
	}{
		{"taken name", "/api/account/register", credentials{"ALICE", "another pass"}, http.StatusConflict, "taken"},
		{"short name", "/api/account/register", credentials{"A", "another pass"}, http.StatusBadRequest, "2 to 32 characters"},
		{"long name", "/api/account/register", credentials{strings.Repeat("é", 33), "another pass"}, http.StatusBadRequest, "2 to 32 characters"},
		{"bidi name", "/api/account/register", credentials{"Al\u202eice", "another pass"}, http.StatusBadRequest, "U+202E"},
		{"spaced name", "/api/account/register", credentials{" Bob", "another pass"}, http.StatusBadRequest, "space"},
		{"short password", "/api/account/register", credentials{"Bob", "short"}, http.StatusBadRequest, "8 to 72 bytes"},
		{"long password", "/api/account/register", credentials{"Bob", strings.Repeat("p", 73)}, http.StatusBadRequest, "8 to 72 bytes"},
		{"unknown field", "/api/account/register", map[string]string{"name": "Bob", "password": "another pass", "admin": "yes"}, http.StatusBadRequest, "unknown field"},
		{"wrong password", "/api/account/login", credentials{"Alice", "wrong horse"}, http.StatusUnauthorized, "wrong name or password"},
		{"unknown name", "/api/account/login", credentials{"Nobody", "correct horse"}, http.StatusUnauthorized, "wrong name or password"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			status, body := ts.browser(t).call(t, "POST", tc.path, tc.body)
			if status != tc.status || !strings.Contains(string(body), tc.says) {
				t.Errorf("%d %s, want %d saying %q", status, body, tc.status, tc.says)
			}
		})
	}
	// A form another site posts is refused before anything is read.
	if status, _ := ts.do(t, "POST", "/api/account/login", "application/x-www-form-urlencoded", []byte("name=Alice&password=correct+horse")); status != http.StatusUnsupportedMediaType {
		t.Errorf("a form sign-in: %d, want 415", status)
	}
	if status, _ := alice.call(t, "POST", "/api/account/logout", struct{}{}); status != http.StatusOK {
		t.Errorf("sign out: %d", status)
	}
	if status, _ := alice.call(t, "GET", "/api/account", nil); status != http.StatusUnauthorized {
		t.Errorf("signed out, who am I: %d, want 401", status)
	}
	// The old cookie is dead in the store, not only in the jar.
	req, _ = http.NewRequest("GET", ts.url+"/api/account", nil)
	req.AddCookie(cookie)
	if resp, err := http.DefaultClient.Do(req); err != nil || resp.StatusCode != http.StatusUnauthorized {
		t.Errorf("the signed-out session's cookie: %v %v, want 401", resp.StatusCode, err)
	}
	if status, _ := alice.call(t, "POST", "/api/account/login", credentials{"alice", "correct horse"}); status != http.StatusOK {
		t.Errorf("sign in again: %d", status)
	}
}

// TestLoginRateLimited: five sign-ins in a row for one name, then the
// next is refused with 429, even with the right password.
func TestLoginRateLimited(t *testing.T) {
	// One more attempt an hour: however slow the machine, none comes back
	// during the test.
	ts := startServer(t, Config{loginEvery: time.Hour})
	ts.browser(t).register(t, "Alice")
	b := ts.browser(t)
	for i := range loginBurst {
		if status, _ := b.call(t, "POST", "/api/account/login", credentials{"Alice", "wrong horse"}); status != http.StatusUnauthorized {
			t.Fatalf("attempt %d: %d, want 401", i+1, status)
		}
	}
	if status, body := b.call(t, "POST", "/api/account/login", credentials{"Alice", "correct horse"}); status != http.StatusTooManyRequests {
		t.Errorf("attempt %d: %d %s, want 429", loginBurst+1, status, body)
	}
}

// TestMyGamesAndRejoin: a player signed in makes a game giving one seat
// to themselves and one to a friend by name; each finds it in "my games"
// with whose turn it is, and opens their seat signed in without a token,
// from a new browser too (a closed tab loses nothing); nobody else opens
// it. A game made without an account is claimed with its link. After the
// game leaves memory, "my games" still says whose turn it is.
func TestMyGamesAndRejoin(t *testing.T) {
	ts := startServer(t, Config{Grace: time.Hour})
	alice, bob, eve := ts.browser(t), ts.browser(t), ts.browser(t)
	alice.register(t, "Alice")
	bob.register(t, "Bob")
	eve.register(t, "Eve")
	req := createRequest{Game: "hoard", Seats: []seatConfig{{Player: playerHuman, Account: "Alice"}, {Player: playerHuman, Account: "bob"}, {Player: playerBot}}}
	status, body := alice.call(t, "POST", "/api/games", req)
	if status != http.StatusCreated {
		t.Fatalf("create: %d %s", status, body)
	}
	var g createResponse
	json.Unmarshal(body, &g)
	if sm := ts.summaryOf(t, g.ID); sm.Seats[0].Name != "Alice" || sm.Seats[1].Name != "Bob" {
		t.Errorf("the seats are not named after their players: %+v", sm.Seats)
	}
	for _, tc := range []struct {
		who  *browser
		seat int
	}{{alice, 0}, {bob, 1}} {
		mine := tc.who.myGames(t)
		if len(mine) != 1 || mine[0].ID != g.ID || mine[0].You != tc.seat || mine[0].Link != "/play/"+g.ID+"?seat="+string(rune('0'+tc.seat)) {
			t.Errorf("my games of seat %d: %+v", tc.seat, mine)
		}
	}
	if mine := eve.myGames(t); len(mine) != 0 {
		t.Errorf("Eve's games: %+v", mine)
	}
	// Alice opens her seat with her session, no token.
	a, err := alice.dialAs(t, g.ID, 0)
	if err != nil {
		t.Fatal(err)
	}
	v := a.decision()
	for _, who := range []*browser{eve, ts.browser(t)} {
		if _, err := who.dialAs(t, g.ID, 0); err == nil {
			t.Error("another browser opened Alice's seat without its token")
		}
	}
	if st, _ := eve.call(t, "POST", "/api/games/"+g.ID+"/answer", map[string]int{"seat": 0, "at": v.At, "option": 0}); st != http.StatusForbidden {
		t.Errorf("Eve answers for Alice: %d, want 403", st)
	}
	a.answer(v, 0)
	sm := ts.summaryOf(t, g.ID)
	checkTurn := func(when string) {
		for _, tc := range []struct {
			who  *browser
			seat int
		}{{alice, 0}, {bob, 1}} {
			mine := tc.who.myGames(t)
			if len(mine) != 1 || mine[0].Waiting == nil || *mine[0].Waiting != sm.Deciding || mine[0].YourTurn != (sm.Deciding == tc.seat) {
				t.Errorf("%s: my games of seat %d: %+v (the game waits for seat %d)", when, tc.seat, mine, sm.Deciding)
			}
		}
	}
	if sm.Deciding < 0 {
		t.Fatalf("the game waits for nobody: %+v", sm)
	}
	checkTurn("in memory")
	// Alice closes her browser; a new one, signed in again, opens the seat.
	a.ws.CloseNow()
	again := ts.browser(t)
	if st, _ := again.call(t, "POST", "/api/account/login", credentials{"Alice", "correct horse"}); st != http.StatusOK {
		t.Fatalf("sign in: %d", st)
	}
	a2, err := again.dialAs(t, g.ID, 0)
	if err != nil {
		t.Fatal(err)
	}
	a2.until(5*time.Second, func(m message) bool { return m.Type == "view" && m.State.Seat == 0 })
	a2.ws.CloseNow()
	deadline := time.Now().Add(5 * time.Second)
	for ts.EvictIdle(context.Background(), 0) == 0 {
		if time.Now().After(deadline) {
			t.Fatal("the game did not leave memory")
		}
		time.Sleep(10 * time.Millisecond)
	}
	if ts.liveGame(g.ID) != nil {
		t.Fatal("the game is still in memory")
	}
	checkTurn("out of memory")

	// A game made without an account: Eve keeps its seat with the link.
	anon := ts.create(t, humanVsBotsOf("hoard", 2, 7))
	claim := map[string]any{"seat": 0, "token": anon.Seats[0].Token}
	if st, body := eve.call(t, "POST", "/api/games/"+anon.ID+"/claim", claim); st != http.StatusOK {
		t.Fatalf("claim: %d %s", st, body)
	}
	if st, _ := bob.call(t, "POST", "/api/games/"+anon.ID+"/claim", claim); st != http.StatusConflict {
		t.Errorf("Bob claims Eve's seat: %d, want 409", st)
	}
	if st, _ := bob.call(t, "POST", "/api/games/"+anon.ID+"/claim", map[string]any{"seat": 0, "token": "wrong"}); st != http.StatusForbidden {
		t.Errorf("a claim with a wrong token: %d, want 403", st)
	}
	if mine := eve.myGames(t); len(mine) != 1 || mine[0].ID != anon.ID || !mine[0].YourTurn {
		t.Errorf("Eve's games after the claim: %+v", mine)
	}
	for _, tc := range []struct {
		name   string
		who    *browser
		req    createRequest
		status int
		says   string
	}{
		{"unknown player", alice, createRequest{Game: "hoard", Seats: []seatConfig{{Player: playerHuman, Account: "Nobody"}, {Player: playerBot}}}, http.StatusBadRequest, "no player is named"},
		{"not signed in", ts.browser(t), createRequest{Game: "hoard", Seats: []seatConfig{{Player: playerHuman, Account: "Alice"}, {Player: playerBot}}}, http.StatusBadRequest, "sign in"},
		{"a bot's seat", alice, createRequest{Game: "hoard", Seats: []seatConfig{{Player: playerHuman}, {Player: playerBot, Account: "Bob"}}}, http.StatusBadRequest, "a bot plays it"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			status, body := tc.who.call(t, "POST", "/api/games", tc.req)
			if status != tc.status || !strings.Contains(string(body), tc.says) {
				t.Errorf("%d %s, want %d saying %q", status, body, tc.status, tc.says)
			}
		})
	}
}

func mustURL(t *testing.T, s string) *url.URL {
	u, err := url.Parse(s)
	if err != nil {
		t.Fatal(err)
	}
	return u
}
