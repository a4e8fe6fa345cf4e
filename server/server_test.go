package server

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/coder/websocket"

	"kindred/engine"
	"kindred/games"
	"kindred/internal/shareddata"
	"kindred/store"
	"kindred/vtes/cards"
)

// TestPlayOverWebSocket creates a game of each game against three bots,
// plays choices of seat 0 over the WebSocket (thirty of V:TES, ten of
// Rivals and of Hoard, whose games are short), and checks the views and that the store
// holds exactly the table's log.
func TestPlayOverWebSocket(t *testing.T) {
	ts := startServer(t, Config{})
	for _, tc := range []struct {
		game    string
		choices int
		seed    uint64 // one where a player who always answers the last option lasts the choices
	}{{"vtes", 30, 11}, {"rivals", 10, 16}, {"hoard", 10, 11}} {
		t.Run(tc.game, func(t *testing.T) { playOverWebSocket(t, ts, tc.game, tc.choices, tc.seed) })
	}
}

func playOverWebSocket(t *testing.T, ts *testServer, game string, choices int, seed uint64) {
	g := ts.create(t, humanVsBotsOf(game, 4, seed))
	if len(g.Seats) != 4 || g.Seats[0].Token == "" || g.Seats[1].Token != "" {
		t.Fatalf("seats: %+v", g.Seats)
	}
	if want := "/play/" + g.ID + "?seat=0&token=" + g.Seats[0].Token; g.Seats[0].Link != want {
		t.Errorf("link %q, want %q", g.Seats[0].Link, want)
	}
	c := ts.dial(t, g.ID, "seat=0&token="+g.Seats[0].Token)
	last := -1
	for range choices {
		v := c.decision()
		if v.Result != nil {
			t.Fatalf("the game ended within %d choices", choices)
		}
		if v.At <= last {
			t.Fatalf("view at %d after answering at %d", v.At, last)
		}
		if len(v.Decision.Options) == 0 || v.Decision.Prompt == "" || v.Seat != 0 || v.Game != game ||
			len(v.Seats) != 4 || !v.Seats[0].You || v.Seats[1].You || v.Seats[1].Player != playerBot || v.Status.Turn == 0 {
			t.Fatalf("decision view: %+v", v)
		}
		if _, ok := tableOf(t, v)["players"]; !ok {
			t.Fatalf("the table has no players: %s", v.Table)
		}
		last = v.At
		c.answer(v, len(v.Decision.Options)-1)
	}
	sm := ts.summaryOf(t, g.ID)
	if sm.Game != game || sm.Turn == 0 {
		t.Errorf("summary: game %q, turn %d", sm.Game, sm.Turn)
	}
	stored, err := ts.st.Load(context.Background(), g.ID)
	if err != nil {
		t.Fatal(err)
	}
	if len(stored.Choices) != sm.Choices || sm.Choices <= choices {
		t.Fatalf("stored %d choices, the game has %d", len(stored.Choices), sm.Choices)
	}
	if got := fmt.Sprintf("%016x", stored.Choices[len(stored.Choices)-1].Hash); got != sm.Hash {
		t.Errorf("stored hash %s, live hash %s", got, sm.Hash)
	}
	humans := 0
	for _, ch := range stored.Choices {
		if ch.Seat == 0 {
			humans++
		}
	}
	if humans < choices {
		t.Errorf("the store has %d choices of seat 0, want at least %d", humans, choices)
	}
}

// TestHiddenInformation plays whole games of each game, bots on every
// seat but seat 0 (driven by the test), with a spectator watching, and
// scans every message sent to seat 0 and to the spectator for a name the
// reader may not see (games.Secrets.HiddenFrom: V:TES, a card only another
// seat's hidden zones hold, or any seat's library and crypt; Rivals, a
// card in a pile, another seat's hand or its face-down cards; Hoard, a
// card in the deck or another seat's hand or vault). The hidden sets are
// computed in the game's goroutine just before each push, from the game
// itself.
func TestHiddenInformation(t *testing.T) {
	type secrets struct{ seat0, spectator []string }
	// Per game: hidden holds, by number of choices made, the names each
	// reader must not see (the last push at that number wins: the sets
	// only shrink); everSeen holds the names a reader has seen at some
	// point (a card once public may be named in the log after it is hidden
	// again).
	type watch struct {
		hidden   map[int]secrets
		everSeen map[int]map[string]bool
	}
	var mu sync.Mutex
	watched := map[string]*watch{}
	gameWatch := func(id string) *watch {
		w := watched[id]
		if w == nil {
			w = &watch{hidden: map[int]secrets{}, everSeen: map[int]map[string]bool{0: {}, engine.Spectator: {}}}
			watched[id] = w
		}
		return w
	}
	note := func(id string, g engine.Game) {
		mu.Lock()
		defer mu.Unlock()
		w := gameWatch(id)
		for _, seat := range []int{0, engine.Spectator} {
			for _, n := range secretsOf(g).VisibleNames(g, seat) {
				w.everSeen[seat][n] = true
			}
		}
	}
	cfg := Config{
		RateLimit:   1e6, // the test answers as fast as it reads
		afterChoice: note,
		beforePush: func(id string, at int, g engine.Game) {
			note(id, g)
			mu.Lock()
			defer mu.Unlock()
			w := gameWatch(id)
			names := func(seat int) []string {
				var out []string
				for _, n := range secretsOf(g).HiddenFrom(g, seat) {
					if !w.everSeen[seat][n] {
						out = append(out, n)
					}
				}
				return out
			}
			w.hidden[at] = secrets{seat0: names(0), spectator: names(engine.Spectator)}
		},
	}
	ts := startServer(t, cfg)
	for _, tc := range []struct {
		game           string
		played, fewest int // games played; fewest choices of seat 0 in each
	}{{"vtes", 8, 10}, {"rivals", 10, 12}, {"hoard", 8, 3}} {
		t.Run(tc.game, func(t *testing.T) {
			var redacted atomic.Int64 // log names the server hid (docs/ARCHITECTURE.md)
			for gi := range tc.played {
				g := ts.create(t, humanVsBotsOf(tc.game, 4, uint64(100+gi)))
				sg, err := ts.st.Load(context.Background(), g.ID)
				if err != nil {
					t.Fatal(err)
				}
				var all []string // every name that may be hidden, for withoutLongerNames
				if gm, ok := ts.cfg.Games.Lookup(tc.game); ok {
					all = gm.(games.Secrets).SecretNames(&sg.Header)
				}
				spec := ts.dial(t, g.ID, "")
				c := ts.dial(t, g.ID, "seat=0&token="+g.Seats[0].Token)
				check := func(who string, m message, names func(secrets) []string) {
					if m.Type != "view" {
						return
					}
					mu.Lock()
					sec, ok := watched[g.ID].hidden[m.State.At]
					mu.Unlock()
					if !ok {
						t.Errorf("%s: no hidden set recorded at choice %d", who, m.State.At)
						return
					}
					text := string(m.raw)
					redacted.Add(int64(strings.Count(text, "(hidden card)")))
					for _, name := range names(sec) {
						if strings.Contains(withoutLongerNames(text, name, all), name) {
							t.Errorf("game %d: %s was sent the hidden card %q:\n%s", gi, who, name, text)
						}
					}
				}
				var specMsgs atomic.Int64
				specDone := make(chan struct{})
				go func() {
					defer close(specDone)
					for {
						m, err := spec.tryRead(30 * time.Second)
						if err != nil {
							return
						}
						specMsgs.Add(1)
						if m.Type == "view" && m.State.Seat != engine.Spectator {
							t.Errorf("the spectator got the view of seat %d", m.State.Seat)
						}
						if m.Type == "view" && (m.State.Decision != nil || strings.Contains(string(m.State.Table), `"hand":[`)) {
							t.Errorf("the spectator got a hand or a decision: %s", m.raw)
						}
						check("the spectator", m, func(s secrets) []string { return s.spectator })
						if m.Type == "view" && m.State.Result != nil {
							return
						}
					}
				}()
				rnd := engine.NewRand(uint64(gi))
				answered, choices := -1, 0
				for {
					m := c.read(30 * time.Second)
					check("seat 0", m, func(s secrets) []string { return s.seat0 })
					if m.Type == "error" {
						t.Fatalf("error: %s", m.Error)
					}
					if m.Type != "view" {
						continue
					}
					if m.State.Result != nil {
						break
					}
					if d := m.State.Decision; d != nil && m.State.At > answered {
						answered = m.State.At
						choices++
						c.send(map[string]any{"type": "answer", "at": m.State.At, "option": rnd.Intn(len(d.Options))})
					}
				}
				<-specDone
				if choices < tc.fewest || specMsgs.Load() < int64(tc.fewest) {
					t.Errorf("game %d: seat 0 made %d choices, the spectator got %d messages", gi, choices, specMsgs.Load())
				}
				if sm := ts.summaryOf(t, g.ID); !sm.Over || sm.State != "over" || sm.Game != tc.game {
					t.Errorf("game %d: summary %+v", gi, sm)
				}
			}
			t.Logf("%d games; %d card names hidden from log lines", tc.played, redacted.Load())
		})
	}
}

// TestBadRequests: every refused request gets a clear error and changes
// nothing.
func TestBadRequests(t *testing.T) {
	ts := startServer(t, Config{RateLimit: 1000})
	g := ts.create(t, humanVsBots(3, 5))
	tok := g.Seats[0].Token
	before := ts.summaryOf(t, g.ID)
	var v message
	status, body := ts.do(t, "GET", "/api/games/"+g.ID+"/view?seat=0&token="+tok, "", nil)
	if status != 200 || json.Unmarshal(body, &v) != nil || v.State.Decision == nil {
		t.Fatalf("view: %d %s", status, body)
	}
	at, n := v.State.At, len(v.State.Decision.Options)
	answer := func(seat int, token string, at, option int) string {
		return fmt.Sprintf(`{"seat":%d,"token":%q,"at":%d,"option":%d}`, seat, token, at, option)
	}
	big := `{"seat":0,"token":"` + strings.Repeat("x", 5000) + `","at":0,"option":0}`
	cases := []struct {
		name, method, path, ctype, body string
		status                          int
		says                            string
	}{
		{"unknown game summary", "GET", "/api/games/nope", "", "", 404, "no game with that id"},
		{"unknown game view", "GET", "/api/games/nope/view", "", "", 404, "no game"},
		{"unknown game answer", "POST", "/api/games/nope/answer", "application/json", answer(0, tok, at, 0), 404, "no game"},
		{"bad game id", "GET", "/api/games/..%2f..%2fetc/view", "", "", 404, "no game"},
		{"wrong token view", "GET", "/api/games/" + g.ID + "/view?seat=0&token=nope", "", "", 403, "wrong token"},
		{"bot seat view", "GET", "/api/games/" + g.ID + "/view?seat=1&token=", "", "", 403, "a bot plays that seat"},
		{"seat out of range", "GET", "/api/games/" + g.ID + "/view?seat=9&token=" + tok, "", "", 403, "no such seat"},
		{"seat not a number", "GET", "/api/games/" + g.ID + "/view?seat=x", "", "", 400, "not a number"},
		{"bad language", "GET", "/api/games/" + g.ID + "/view?lang=de", "", "", 400, "unknown language"},
		{"wrong token answer", "POST", "/api/games/" + g.ID + "/answer", "application/json", answer(0, "nope", at, 0), 403, "wrong token"},
		{"option out of range", "POST", "/api/games/" + g.ID + "/answer", "application/json", answer(0, tok, at, n), 400, "out of range"},
		{"negative option", "POST", "/api/games/" + g.ID + "/answer", "application/json", answer(0, tok, at, -1), 400, "out of range"},
		{"stale answer", "POST", "/api/games/" + g.ID + "/answer", "application/json", answer(0, tok, at-1, 0), 409, "moved on"},
		{"malformed JSON", "POST", "/api/games/" + g.ID + "/answer", "application/json", `{"seat":0,`, 400, "malformed JSON"},
		{"unknown field", "POST", "/api/games/" + g.ID + "/answer", "application/json", `{"seat":0,"token":"x","at":0,"option":0,"cheat":1}`, 400, "unknown field"},
		{"missing option", "POST", "/api/games/" + g.ID + "/answer", "application/json", `{"seat":0,"token":"x","at":0}`, 400, "needs"},
		{"trailing data", "POST", "/api/games/" + g.ID + "/answer", "application/json", answer(0, tok, at, 0) + "{}", 400, "after the JSON"},
		{"oversized body", "POST", "/api/games/" + g.ID + "/answer", "application/json", big, 413, "larger than"},
		{"form post", "POST", "/api/games/" + g.ID + "/answer", "application/x-www-form-urlencoded", "seat=0", 415, "application/json"},
		{"wrong method", "PUT", "/api/games/" + g.ID + "/answer", "application/json", "{}", 405, "allowed: POST"},
		{"unknown endpoint", "GET", "/api/nothing", "", "", 404, "no API endpoint"},
		{"one seat", "POST", "/api/games", "application/json", `{"seats":[{"player":"human"}]}`, 400, "2 to 6"},
		{"seven seats", "POST", "/api/games", "application/json", `{"seats":[{},{},{},{},{},{},{}]}`, 400, "2 to 6"},
		{"no player", "POST", "/api/games", "application/json", `{"seats":[{},{"player":"bot"}]}`, 400, `seat 1: say who plays it: "human" or "bot"`},
		{"unknown deck", "POST", "/api/games", "application/json", `{"seats":[{"player":"bot"},{"player":"bot","deck":"nb-tzimisce"}]}`, 400, `seat 2: unknown deck "nb-tzimisce"`}, // seats counted from 1, as on the page
		{"deck list without card files", "POST", "/api/games", "application/json", `{"seats":[{"player":"bot","decklist":"1x Anson"},{"player":"bot"}]}`, 400, "KINDRED_CARDS"},
		{"unknown rules option", "POST", "/api/games", "application/json", `{"seats":[{"player":"bot"},{"player":"bot"}],"rules":{"fast":"1"}}`, 400, `unknown rules option "fast"`},
		{"bad rules value", "POST", "/api/games", "application/json", `{"seats":[{"player":"bot"},{"player":"bot"}],"rules":{"turn-limit":"-3"}}`, 400, "turn-limit"},
		{"bad clock", "POST", "/api/games", "application/json", `{"seats":[{"player":"bot"},{"player":"bot"}],"clock":-1}`, 400, "clock"},
		{"unknown game kind", "POST", "/api/games", "application/json", `{"game":"chess","seats":[{"player":"bot"},{"player":"bot"}]}`, 400, "unknown game"},
		{"long name", "POST", "/api/games", "application/json", `{"seats":[{"player":"bot","name":"` + strings.Repeat("n", 41) + `"},{"player":"bot"}]}`, 400, "longer than 40"},
		{"no card data", "GET", "/api/cards/vtes/200001", "", "", 404, "vtes has no card facts"},
		{"no card facts", "GET", "/api/cards/hoard/1", "", "", 404, "hoard has no card facts"},
		{"card of an unknown game", "GET", "/api/cards/chess/1", "", "", 404, "games: " + strings.Join(testRegistry(t, nil).Names(), ", ")},
		{"old card path", "GET", "/api/cards/200001", "", "", 404, "no API endpoint"},
		{"unknown game lists the games", "POST", "/api/games", "application/json", `{"game":"chess","seats":[{"player":"bot"},{"player":"bot"}]}`, 400, `unknown game "chess" (games: ` + strings.Join(testRegistry(t, nil).Names(), ", ") + ")"},
		{"hoard seats", "POST", "/api/games", "application/json", `{"game":"hoard","seats":[{},{},{},{},{}]}`, 400, "2 to 4 seats, not 5"},
		{"hoard rules option", "POST", "/api/games", "application/json", `{"game":"hoard","seats":[{"player":"bot"},{"player":"bot"}],"rules":{"turn-limit":"3"}}`, 400, `unknown rules option "turn-limit" (options: hand, target)`},
		{"hoard rules value", "POST", "/api/games", "application/json", `{"game":"hoard","seats":[{"player":"bot"},{"player":"bot"}],"rules":{"hand":"9"}}`, 400, "hand"},
		{"hoard content", "POST", "/api/games", "application/json", `{"game":"hoard","seats":[{"player":"bot","deck":"nb-toreador"},{"player":"bot"}]}`, 400, `unknown seat "nb-toreador" (built-in: player)`},
		{"hoard user content", "POST", "/api/games", "application/json", `{"game":"hoard","seats":[{"player":"bot","decklist":"c1"},{"player":"bot"}]}`, 400, "no deck lists"},
		{"unknown bot", "POST", "/api/games", "application/json", `{"seats":[{"player":"bot","bot":"genius"},{"player":"bot"}]}`, 400, `no bot "genius" (bots: heuristic, random)`},
		{"hoard unknown bot", "POST", "/api/games", "application/json", `{"game":"hoard","seats":[{"player":"bot","bot":"heuristic"},{"player":"bot"}]}`, 400, `no bot "heuristic" (bots: random)`},
		{"bad info language", "GET", "/api/info?lang=de", "", "", 400, "unknown language"},
		// Issue 18: a chosen seed deals every hand, so only a game against
		// bots may have one; creating takes JSON only (no cross-site
		// "simple" request); names and chat refuse bidi and invisible
		// characters.
		{"seed with two people", "POST", "/api/games", "application/json", `{"seats":[{"player":"human"},{"player":"human"}],"seed":7}`, 400, "only for a game against bots (one human seat, not 2)"},
		{"create without a content type", "POST", "/api/games", "", `{"seats":[{"player":"bot"},{"player":"bot"}]}`, 415, "must send application/json"},
		{"create as text/plain", "POST", "/api/games", "text/plain", `{"seats":[{"player":"bot"},{"player":"bot"}]}`, 415, "must send application/json"},
		{"create as application/jsonp", "POST", "/api/games", "application/jsonp", `{"seats":[{"player":"bot"},{"player":"bot"}]}`, 415, "must send application/json"},
		{"answer without a content type", "POST", "/api/games/" + g.ID + "/answer", "", answer(0, tok, at, 0), 415, "must send application/json"},
		{"right-to-left override in a name", "POST", "/api/games", "application/json", `{"seats":[{"player":"bot","name":"evil\u202egnp.exe"},{"player":"bot"}]}`, 400, "bidirectional control character (U+202E)"},
		{"zero width space in a name", "POST", "/api/games", "application/json", `{"seats":[{"player":"bot","name":"Ad\u200bmin"},{"player":"bot"}]}`, 400, "invisible format character (U+200B)"},
	}
	for _, c := range cases {
		status, body := ts.do(t, c.method, c.path, c.ctype, []byte(c.body))
		if status != c.status {
			t.Errorf("%s: status %d, want %d (%s)", c.name, status, c.status, body)
			continue
		}
		var e struct{ Error string }
		if json.Unmarshal(body, &e) != nil || e.Error == "" {
			t.Errorf("%s: not a JSON error: %s", c.name, body)
		}
		if !strings.Contains(e.Error, c.says) {
			t.Errorf("%s: %q does not say %q", c.name, e.Error, c.says)
		}
	}
	after := ts.summaryOf(t, g.ID)
	if after.Choices != before.Choices || after.Hash != before.Hash {
		t.Errorf("the refused requests changed the game: %+v then %+v", before, after)
	}

	// Over the WebSocket: refusals arrive as error messages; nothing changes.
	if _, err := ts.tryDial(g.ID, "seat=0&token=nope"); err == nil || !strings.Contains(err.Error(), "403") {
		t.Errorf("dial with a wrong token: %v", err)
	}
	if _, err := ts.tryDial("nope", ""); err == nil || !strings.Contains(err.Error(), "404") {
		t.Errorf("dial an unknown game: %v", err)
	}
	c := ts.dial(t, g.ID, "seat=0&token="+tok)
	view := c.decision()
	spec := ts.dial(t, g.ID, "")
	spec.until(5*time.Second, func(m message) bool { return m.Type == "view" })
	refusals := []struct {
		who  *client
		msg  string
		says string
	}{
		{c, `{"type":"answer","at":` + fmt.Sprint(view.At) + `,"option":999}`, "out of range"},
		{c, `{"type":"answer","at":` + fmt.Sprint(view.At+5) + `,"option":0}`, "moved on"},
		{c, `{"type":"answer","option":0}`, `needs "at"`},
		{c, `{"type":"answer",`, "malformed message"},
		{c, `[1,2]`, "malformed message"},
		{c, `{"type":"cheat"}`, "unknown message type"},
		{c, `{"option":1}`, `no "type"`},
		{c, `{"type":"lang","lang":"xx"}`, "unknown language"},
		{spec, `{"type":"answer","at":` + fmt.Sprint(view.At) + `,"option":0}`, "spectators cannot answer"},
		{spec, `{"type":"takeback"}`, "spectators have no seat"},
		{c, `{"type":"chat","text":"see \u202etxt.exe"}`, "bidirectional control character (U+202E)"},
		{spec, `{"type":"chat","text":"a\u2066b"}`, "bidirectional control character (U+2066)"},
	}
	for _, r := range refusals {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		if err := r.who.ws.Write(ctx, 1, []byte(r.msg)); err != nil {
			t.Fatal(err)
		}
		cancel()
		m := r.who.until(5*time.Second, func(m message) bool { return m.Type == "error" })
		if !strings.Contains(m.Error, r.says) {
			t.Errorf("%s: error %q does not say %q", r.msg, m.Error, r.says)
		}
	}
	if after2 := ts.summaryOf(t, g.ID); after2.Choices != before.Choices || after2.Hash != before.Hash {
		t.Errorf("the refused messages changed the game: %+v then %+v", before, after2)
	}
	// A message over the size limit closes the connection with 1009.
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	c.ws.Write(ctx, 1, []byte(`{"type":"chat","text":"`+strings.Repeat("a", maxClientMessage)+`"}`))
	for {
		if _, err := c.tryRead(5 * time.Second); err != nil {
			if websocket.CloseStatus(err) != websocket.StatusMessageTooBig {
				t.Errorf("after an oversized message: %v", err)
			}
			break
		}
	}
	// The game goes on for a new connection.
	c2 := ts.dial(t, g.ID, "seat=0&token="+tok)
	v2 := c2.decision()
	c2.answer(v2, 0)
}

// TestSecurityHeaders: every response carries them.
func TestSecurityHeaders(t *testing.T) {
	ts := startServer(t, Config{})
	g := ts.create(t, humanVsBots(2, 1))
	for _, path := range []string{"/", "/play/" + g.ID, "/static/game.js", "/static/style.css", "/api/info", "/api/games", "/api/nothing", "/nothing"} {
		resp, err := http.Get(ts.url + path)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		h := resp.Header
		csp := h.Get("Content-Security-Policy")
		for _, want := range []string{"default-src 'self'", "frame-ancestors 'none'", "script-src 'self'", "object-src 'none'"} {
			if !strings.Contains(csp, want) {
				t.Errorf("%s: CSP %q lacks %q", path, csp, want)
			}
		}
		for k, want := range map[string]string{"X-Content-Type-Options": "nosniff", "X-Frame-Options": "DENY", "Referrer-Policy": "no-referrer"} {
			if got := h.Get(k); got != want {
				t.Errorf("%s: %s is %q, want %q", path, k, got, want)
			}
		}
	}
	resp, err := http.Get(ts.url + "/static/game.js")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if ct := resp.Header.Get("Content-Type"); !strings.Contains(ct, "javascript") {
		t.Errorf("game.js served as %q", ct)
	}
	// A WebSocket from another origin is refused.
	req, _ := http.NewRequest("GET", ts.url+"/api/games/"+g.ID+"/ws", nil)
	req.Header.Set("Connection", "Upgrade")
	req.Header.Set("Upgrade", "websocket")
	req.Header.Set("Sec-WebSocket-Version", "13")
	req.Header.Set("Sec-WebSocket-Key", "dGhlIHNhbXBsZSBub25jZQ==")
	req.Header.Set("Origin", "http://evil.example")
	resp, err = http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusForbidden {
		t.Errorf("cross-origin WebSocket: status %d", resp.StatusCode)
	}
}

// TestTokensNeverLogged plays over HTTP and WebSocket and checks the
// server's log has the requests but no join token.
func TestTokensNeverLogged(t *testing.T) {
	ts := startServer(t, Config{})
	g := ts.create(t, createRequest{Seats: []seatConfig{{Player: playerHuman}, {Player: playerHuman}, {Player: playerBot}}})
	c := ts.dial(t, g.ID, "seat=0&token="+g.Seats[0].Token)
	ts.do(t, "GET", "/api/games/"+g.ID+"/view?seat=1&token="+g.Seats[1].Token, "", nil)
	ts.do(t, "GET", "/api/games/"+g.ID+"/view?seat=1&token=wrong"+g.Seats[1].Token, "", nil)
	ts.do(t, "GET", "/play/"+g.ID+"?seat=0&token="+g.Seats[0].Token, "", nil)
	c.send(map[string]any{"type": "chat", "text": "hello"})
	c.until(5*time.Second, func(m message) bool { return m.Type == "chat" })
	c.ws.CloseNow()
	ts.close()
	logs := ts.logs.String()
	if !strings.Contains(logs, "/api/games/"+g.ID+"/view") || !strings.Contains(logs, "created game") {
		t.Fatalf("the log misses the requests:\n%s", logs)
	}
	for _, s := range g.Seats {
		if s.Token != "" && strings.Contains(logs, s.Token) {
			t.Errorf("the log shows the token of seat %d:\n%s", s.Seat, logs)
		}
	}
}

// TestRateLimits: a flood of WebSocket messages is refused, then the
// connection closed; a flood of API requests gets 429.
func TestRateLimits(t *testing.T) {
	ts := startServer(t, Config{RateLimit: 5})
	g := ts.create(t, humanVsBots(2, 3))
	c := ts.dial(t, g.ID, "seat=0&token="+g.Seats[0].Token)
	for range 30 {
		c.send(map[string]any{"type": "chat", "text": "spam"})
	}
	m := c.until(5*time.Second, func(m message) bool { return m.Type == "error" })
	if !strings.Contains(m.Error, "too many messages") {
		t.Errorf("flood: %q", m.Error)
	}
	limited := 0
	for range 40 {
		if status, _ := ts.do(t, "GET", "/api/info", "", nil); status == http.StatusTooManyRequests {
			limited++
		}
	}
	if limited == 0 {
		t.Error("40 requests at once: none limited")
	}
	// Closed after too many refused messages.
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	for range maxDropped + 20 {
		if err := c.ws.Write(ctx, 1, []byte(`{"type":"chat","text":"x"}`)); err != nil {
			break
		}
	}
	for {
		if _, err := c.tryRead(5 * time.Second); err != nil {
			if websocket.CloseStatus(err) != websocket.StatusPolicyViolation {
				t.Errorf("after the flood: %v", err)
			}
			break
		}
	}
}

// TestBotTakesOverAndGivesBack: a player away beyond the grace period is
// replaced by a bot, and takes the seat back by reconnecting; a player out
// of time is replaced too, and takes the seat back with "takeback".
func TestBotTakesOverAndGivesBack(t *testing.T) {
	ts := startServer(t, Config{Grace: 200 * time.Millisecond})
	for _, game := range testGames {
		t.Run(game, func(t *testing.T) { botTakesOverAndGivesBack(t, ts, game) })
	}
}

func botTakesOverAndGivesBack(t *testing.T, ts *testServer, game string) {
	two := createRequest{Game: game, Seats: []seatConfig{{Player: playerHuman}, {Player: playerHuman}, {Player: playerBot}}}
	g := ts.create(t, two)
	c1 := ts.dial(t, g.ID, "seat=1&token="+g.Seats[1].Token)
	// Seat 0 never connects: after the grace period a bot plays it, so the
	// game reaches seat 1's decisions.
	v := c1.decision()
	deadline := time.Now().Add(5 * time.Second)
	for !ts.summaryOf(t, g.ID).Seats[0].BotPlaying {
		if time.Now().After(deadline) {
			t.Fatal("seat 0 was not taken over")
		}
		time.Sleep(20 * time.Millisecond)
	}
	if v.Seats[0].Connected {
		t.Error("seat 0 shown connected")
	}
	c0 := ts.dial(t, g.ID, "seat=0&token="+g.Seats[0].Token)
	m := c0.until(5*time.Second, func(m message) bool { return m.Type == "view" })
	if m.State.BotPlaying || m.State.Seats[0].BotPlaying {
		t.Errorf("seat 0 reconnected but a bot still plays it: %+v", m.State.Seats[0])
	}
	if ts.summaryOf(t, g.ID).Seats[0].BotPlaying {
		t.Error("the summary still shows a bot on seat 0")
	}

	// The clock: one second per turn; the player who lets it run out is
	// replaced for the rest of the turn, reconnecting or not (coming back
	// would otherwise give a full clock), and plays again the turn after.
	// On a server with the usual grace
	// period: were the players slower to connect than the short one, bots
	// would take both seats and could play a short game (Hoard) to its end.
	ts = startServer(t, Config{})
	g2 := ts.create(t, createRequest{Game: game, Seats: two.Seats, Clock: 1})
	conns := []*client{ts.dial(t, g2.ID, "seat=0&token="+g2.Seats[0].Token), ts.dial(t, g2.ID, "seat=1&token="+g2.Seats[1].Token)}
	seat := clockRunsOut(t, conns)
	conns[seat].ws.CloseNow()
	again := ts.dial(t, g2.ID, fmt.Sprintf("seat=%d&token=%s", seat, g2.Seats[seat].Token))
	// (A short game may end within that turn: TestOutOfTimeComesBack plays
	// a long one.)
	again.until(10*time.Second, func(m message) bool {
		return m.Type == "view" && (!m.State.BotPlaying || m.State.Result != nil)
	})
}

// clockRunsOut reads the connections of a game where nobody answers until
// one is told its clock ran out, and returns its index.
func clockRunsOut(t *testing.T, conns []*client) int {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for {
		if time.Now().After(deadline) {
			t.Fatal("no clock ran out")
		}
		for i, c := range conns {
			m, err := c.tryRead(20 * time.Millisecond)
			if err == nil && m.Type == "notice" && m.Notice == "clock" {
				return i
			}
			if err != nil && err != errTimeout {
				t.Fatal(err)
			}
		}
	}
}

// TestTakeBackMessage: after the clock runs out, "takeback" gives the seat
// back without reconnecting.
func TestTakeBackMessage(t *testing.T) {
	ts := startServer(t, Config{})
	for _, game := range testGames {
		t.Run(game, func(t *testing.T) {
			g := ts.create(t, createRequest{Game: game, Seats: []seatConfig{{Player: playerHuman}, {Player: playerHuman}, {Player: playerBot}}, Clock: 1})
			conns := []*client{ts.dial(t, g.ID, "seat=0&token="+g.Seats[0].Token), ts.dial(t, g.ID, "seat=1&token="+g.Seats[1].Token)}
			slow := conns[clockRunsOut(t, conns)]
			slow.until(5*time.Second, func(m message) bool { return m.Type == "view" && m.State.BotPlaying })
			// Within the turn the clock ran out in, the seat stays the
			// bot's (it would otherwise get a full clock back); the turn
			// after, it is its player's again.
			slow.send(map[string]any{"type": "takeback"})
			slow.until(10*time.Second, func(m message) bool {
				return (m.Type == "error" && strings.Contains(m.Error, "run out")) || (m.Type == "view" && !m.State.BotPlaying)
			})
		})
	}
}

// TestOutOfTimeComesBack: in a game against bots, a clock running out
// lets the bot play the seat for the rest of that turn only (before, it
// played it until the player took it back, which the bots did not wait
// for: one timeout and they finished the game); the next turn gives the
// seat back to its player, who decides again.
func TestOutOfTimeComesBack(t *testing.T) {
	ts := startServer(t, Config{})
	for _, game := range testGames {
		t.Run(game, func(t *testing.T) {
			req := longGame(game, 3, 17)
			req.Clock = 1
			g := ts.create(t, req)
			c := ts.dial(t, g.ID, "seat=0&token="+g.Seats[0].Token)
			turn := 0
			c.until(10*time.Second, func(m message) bool {
				if m.Type == "view" && m.State.Decision != nil {
					turn = m.State.Status.Turn
				}
				return m.Type == "notice" && m.Notice == "clock"
			})
			m := c.until(10*time.Second, func(m message) bool {
				return m.Type == "view" && (m.State.Result != nil || (m.State.Decision != nil && !m.State.BotPlaying))
			})
			if m.State.Result != nil {
				t.Fatal("one timeout and the bots finished the game")
			}
			if m.State.Status.Turn == turn {
				t.Errorf("the seat came back in turn %d, the turn its clock ran out in", turn)
			}
		})
	}
}

// TestChatAndLanguage: chat is relayed to everyone (not stored with the
// game), and views follow each connection's language.
func TestChatAndLanguage(t *testing.T) {
	ts := startServer(t, Config{})
	for _, tc := range []struct {
		game, prompt, from, log string // the French prompt holds prompt; the English log, log
	}{
		{"vtes", "phase", "Methuselah 1", "Turn"},
		{"hoard", "à vous", "Player 1", ""}, // Hoard keeps no log
	} {
		t.Run(tc.game, func(t *testing.T) { chatAndLanguage(t, ts, tc.game, tc.prompt, tc.from, tc.log) })
	}
}

func chatAndLanguage(t *testing.T, ts *testServer, game, prompt, from, log string) {
	g := ts.create(t, humanVsBotsOf(game, 3, 9))
	c := ts.dial(t, g.ID, "seat=0&token="+g.Seats[0].Token+"&lang=fr")
	v := c.decision()
	if v.Lang != "fr" || !strings.Contains(strings.ToLower(v.Decision.Prompt), prompt) {
		t.Errorf("French view: lang %s prompt %q", v.Lang, v.Decision.Prompt)
	}
	fr := strings.Join(v.Decision.Options, "|")
	spec := ts.dial(t, g.ID, "")
	spec.until(5*time.Second, func(m message) bool { return m.Type == "view" })
	before := ts.summaryOf(t, g.ID).Choices
	c.send(map[string]any{"type": "chat", "text": "  bonsoir\x07 à tous  "})
	m := spec.until(5*time.Second, func(m message) bool { return m.Type == "chat" })
	if m.Text != "bonsoir  à tous" || m.From != from || m.Seat != 0 {
		t.Errorf("chat: %+v", m)
	}
	if after := ts.summaryOf(t, g.ID).Choices; after != before {
		t.Errorf("chat changed the game: %d then %d choices", before, after)
	}
	// Newcomers get the recent chat.
	late := ts.dial(t, g.ID, "")
	late.until(5*time.Second, func(m message) bool { return m.Type == "chat" && m.Text == "bonsoir  à tous" })
	c.send(map[string]any{"type": "lang", "lang": "en"})
	m = c.until(5*time.Second, func(m message) bool { return m.Type == "view" && m.State.Lang == "en" })
	if m.State.Lang != "en" || m.LogStart != 0 || (len(m.Log) == 0) != (log == "") || m.Log == nil {
		t.Errorf("after switching to English: lang %s, log from %d, %d lines", m.State.Lang, m.LogStart, len(m.Log))
	}
	if en := strings.Join(m.State.Decision.Options, "|"); en == fr {
		t.Errorf("the options did not change language: %s", en)
	}
	if log != "" && !strings.Contains(m.Log[1].Text, log) {
		t.Errorf("English log line: %q", m.Log[1].Text)
	}
}

// TestRestartInProcess closes a server and starts another on the same
// database: the game comes back with the same choices and state hash.
func TestRestartInProcess(t *testing.T) {
	for _, tc := range []struct {
		game    string
		answers int // before the restart
	}{{"vtes", 8}, {"hoard", 3}} {
		t.Run(tc.game, func(t *testing.T) { restartInProcess(t, tc.game, tc.answers) })
	}
}

func restartInProcess(t *testing.T, game string, answers int) {
	db := t.TempDir() + "/k.db"
	g, before := playThenStopOf(t, db, game, 4, 21, answers)
	ts2 := startServer(t, Config{Store: openStore(t, db)})
	after := ts2.summaryOf(t, g.ID)
	if after.Choices != before.Choices || after.Hash != before.Hash || after.Turn != before.Turn || after.Game != game {
		t.Fatalf("before the restart %+v, after %+v", before, after)
	}
	if !strings.Contains(ts2.logs.String(), "resumed game") {
		t.Errorf("the restart is not logged:\n%s", ts2.logs.String())
	}
	c2 := ts2.dial(t, g.ID, "seat=0&token="+g.Seats[0].Token)
	v := c2.decision()
	c2.answer(v, 0)
}

// TestRestartLeavesIdleGamesInTheStore: a game idle for longer than the
// eviction delay is not replayed at start; it is loaded, state hash equal,
// when its player comes back, and play goes on.
func TestRestartLeavesIdleGamesInTheStore(t *testing.T) {
	db := t.TempDir() + "/k.db"
	g, before := playThenStop(t, db, 4, 22, 4)
	ageGames(t, db, g.ID) // last played two hours ago
	ts2 := startServer(t, Config{Store: openStore(t, db), EvictAfter: time.Hour})
	if logs := ts2.logs.String(); strings.Contains(logs, "resumed game") || !strings.Contains(logs, "idle_in_store=1") {
		t.Fatalf("the idle game was replayed at start, or not counted:\n%s", logs)
	}
	c2 := ts2.dial(t, g.ID, "seat=0&token="+g.Seats[0].Token)
	v := c2.decision()
	after := ts2.summaryOf(t, g.ID)
	if after.Choices != before.Choices || after.Hash != before.Hash {
		t.Fatalf("before the restart %+v, after %+v", before, after)
	}
	c2.answer(v, 0)
}

// failingStore fails appends while fail is set.
type failingStore struct {
	store.Store
	fail atomic.Bool
}

func (f *failingStore) Append(ctx context.Context, id string, from int, cs []engine.Choice, next store.ToMove) error {
	if f.fail.Load() {
		return errors.New("disk full")
	}
	return f.Store.Append(ctx, id, from, cs, next)
}

// TestUnsavedChoiceIsRefused: when the store cannot write, the answer is
// refused and the game stays where it was; once the store works again the
// same answer goes through.
func TestUnsavedChoiceIsRefused(t *testing.T) {
	st, err := store.Open(context.Background(), "sqlite:"+t.TempDir()+"/k.db")
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	fs := &failingStore{Store: st}
	ts := startServer(t, Config{Store: fs})
	g := ts.create(t, humanVsBots(3, 4))
	c := ts.dial(t, g.ID, "seat=0&token="+g.Seats[0].Token)
	v := c.decision()
	before := ts.summaryOf(t, g.ID)
	fs.fail.Store(true)
	c.send(map[string]any{"type": "answer", "at": v.At, "option": 0})
	m := c.until(5*time.Second, func(m message) bool { return m.Type == "error" || m.Type == "ack" })
	if m.Type != "error" || !strings.Contains(m.Error, "not saved") || !strings.Contains(m.Error, "disk full") {
		t.Fatalf("answer with a failing store: %+v", m)
	}
	if after := ts.summaryOf(t, g.ID); after.Choices != before.Choices || after.Hash != before.Hash {
		t.Fatalf("an unsaved choice changed the game: %+v then %+v", before, after)
	}
	fs.fail.Store(false)
	c.answer(v, 0)
	if after := ts.summaryOf(t, g.ID); after.Choices <= before.Choices {
		t.Fatalf("the answer did not go through: %+v", after)
	}
}

// TestLobbyList lists live and finished games; a game of bots alone is
// played to its end at once.
func TestLobbyList(t *testing.T) {
	ts := startServer(t, Config{KeepFinished: 50 * time.Millisecond})
	bots := createRequest{Seats: []seatConfig{{Player: playerBot}, {Player: playerBot}, {Player: playerBot}}}
	done := ts.create(t, bots)
	live := ts.create(t, humanVsBots(2, 8))
	hoardBots := bots
	hoardBots.Game = "hoard"
	hoardDone := ts.create(t, hoardBots)
	// The finished game is dropped from memory, then listed from the store.
	deadline := time.Now().Add(5 * time.Second)
	for ts.LiveGames() != 1 {
		if time.Now().After(deadline) {
			t.Fatalf("%d live games, want 1", ts.LiveGames())
		}
		time.Sleep(10 * time.Millisecond)
	}
	status, body := ts.do(t, "GET", "/api/games", "", nil)
	if status != 200 {
		t.Fatal(status)
	}
	var list struct{ Games []summary }
	if err := json.Unmarshal(body, &list); err != nil {
		t.Fatal(err)
	}
	// Live games first; the finished ones, newest first, may have been
	// created within the same millisecond.
	if len(list.Games) != 3 || list.Games[0].ID != live.ID || list.Games[1].ID == list.Games[2].ID ||
		(list.Games[1].ID != done.ID && list.Games[1].ID != hoardDone.ID) || (list.Games[2].ID != done.ID && list.Games[2].ID != hoardDone.ID) {
		t.Fatalf("list: %s", body)
	}
	want := map[string]string{live.ID: "vtes", done.ID: "vtes", hoardDone.ID: "hoard"}
	for _, g := range list.Games {
		if g.Game != want[g.ID] {
			t.Errorf("game %s is listed as a game of %q, want %q", g.ID, g.Game, want[g.ID])
		}
	}
	for _, d := range list.Games[1:] {
		if !d.Over || d.State != "over" || len(d.Scores) != 3 || d.Choices == 0 || d.Hash == "" || d.Turn == 0 {
			t.Errorf("finished game: %+v", d)
		}
	}
	if strings.Contains(string(body), "token") {
		t.Errorf("the list shows tokens: %s", body)
	}
	// A finished game dropped from memory comes back when watched.
	deadline = time.Now().Add(5 * time.Second)
	spec := ts.dial(t, done.ID, "")
	m := spec.until(5*time.Second, func(m message) bool { return m.Type == "view" })
	if m.State.Result == nil {
		t.Error("the finished game's view has no result")
	}
	// Once its last watcher leaves, it is dropped again.
	spec.ws.CloseNow()
	for ts.LiveGames() != 1 {
		if time.Now().After(deadline) {
			t.Fatalf("the finished game stays in memory: %d live games", ts.LiveGames())
		}
		time.Sleep(10 * time.Millisecond)
	}
	ts.summaryOf(t, done.ID) // loads it to answer
	deadline = time.Now().Add(5 * time.Second)
	for ts.LiveGames() != 1 {
		if time.Now().After(deadline) {
			t.Fatalf("a finished game loaded for its summary stays in memory: %d live games", ts.LiveGames())
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// TestPages: the lobby and game pages and their scripts are served.
func TestPages(t *testing.T) {
	ts := startServer(t, Config{})
	for path, want := range map[string]string{
		"/":                      "/static/lobby.js",
		"/play/abc":              "/static/game.js",
		"/static/i18n.js":        "Salon",
		"/static/games/vtes.js":  "Réserve",
		"/static/games/hoard.js": "export",
		"/static/style.css":      "--accent",
	} {
		status, body := ts.do(t, "GET", path, "", nil)
		if status != 200 || !strings.Contains(string(body), want) {
			t.Errorf("%s: %d, lacks %q", path, status, want)
		}
	}
}

// TestDeckListsWithCardData: with the card files, a pasted deck list is
// parsed (vtes/deck) and played; a list holding a card the engine does not
// implement is refused naming it; card facts are served.
func TestDeckListsWithCardData(t *testing.T) {
	db := shareddata.CardDB(t)
	ts := startServer(t, Config{Games: testRegistry(t, db)})
	var list strings.Builder
	list.WriteString("Deck Name: Pasted Nosferatu\n")
	entries := cards.BuiltinEntries("nb-nosferatu")
	ids := make([]int, 0, len(entries))
	for id := range entries {
		ids = append(ids, id)
	}
	slices.Sort(ids)
	for _, id := range ids {
		c, ok := db.Card(id)
		if !ok {
			t.Fatalf("card %d not in the card files", id)
		}
		fmt.Fprintf(&list, "%dx %s\n", entries[id], db.UniqueName(c))
	}
	req := createRequest{Seats: []seatConfig{{Player: playerHuman, DeckList: list.String()}, {Player: playerBot, Deck: "nb-toreador"}}}
	g := ts.create(t, req)
	c := ts.dial(t, g.ID, "seat=0&token="+g.Seats[0].Token)
	v := c.decision()
	if hand := tableOf(t, v)["hand"]; len(hand) < 3 {
		t.Errorf("no hand: %s", v.Table)
	}

	bad := strings.Replace(list.String(), "Deck Name: Pasted Nosferatu\n", "Deck Name: Too New\n1x Edge Explosion\n", 1)
	b, _ := json.Marshal(createRequest{Seats: []seatConfig{{Player: playerHuman, DeckList: bad}, {Player: playerBot}}})
	status, body := ts.do(t, "POST", "/api/games", "application/json", b)
	if status != 400 || !strings.Contains(string(body), "Edge Explosion") || !strings.Contains(string(body), "not implemented") {
		t.Errorf("a deck list with an unimplemented card: %d %s", status, body)
	}
	b, _ = json.Marshal(createRequest{Seats: []seatConfig{{Player: playerHuman, DeckList: "3x Deflektion\n"}, {Player: playerBot}}})
	status, body = ts.do(t, "POST", "/api/games", "application/json", b)
	if status != 400 || !strings.Contains(string(body), "Deflektion") || !strings.Contains(string(body), "did you mean") {
		t.Errorf("a deck list with a misspelt card: %d %s", status, body)
	}
	b, _ = json.Marshal(createRequest{Seats: []seatConfig{{Player: playerHuman, DeckList: list.String(), Deck: "nb-toreador"}, {Player: playerBot}}})
	if status, body = ts.do(t, "POST", "/api/games", "application/json", b); status != 400 || !strings.Contains(string(body), "not both") {
		t.Errorf("a deck and a deck list: %d %s", status, body)
	}

	status, body = ts.do(t, "GET", fmt.Sprintf("/api/cards/vtes/%d", ids[0]), "", nil)
	if status != 200 || !strings.Contains(string(body), `"name"`) {
		t.Errorf("card facts: %d %s", status, body)
	}
	for _, path := range []string{"/api/cards/vtes/1", "/api/cards/vtes/x", "/api/cards/hoard/1"} {
		if status, body = ts.do(t, "GET", path, "", nil); status != 404 || !strings.Contains(string(body), `"error"`) {
			t.Errorf("%s: %d %s", path, status, body)
		}
	}
	var info infoResponse
	_, body = ts.do(t, "GET", "/api/info", "", nil)
	if json.Unmarshal(body, &info) != nil || len(info.Games) != len(testRegistry(t, nil).Names()) || !info.Games[0].UserContent || !info.Games[0].CardFacts ||
		!info.Games[1].UserContent || info.Games[1].CardFacts || info.Games[2].UserContent || info.Games[2].CardFacts {
		t.Errorf("info: %s", body)
	}
}

// withoutLongerNames removes from text the names of all that contain name
// and are longer ("Telepathic Misdirection" for "Misdirection", "c17" for
// "c1"), so a hidden name is not found inside a public one.
func withoutLongerNames(text, name string, all []string) string {
	for _, n := range all {
		if len(n) > len(name) && strings.Contains(n, name) {
			text = strings.ReplaceAll(text, n, "")
		}
	}
	return text
}

// TestInfo: GET /api/info lists every registered game, the default first,
// with what the lobby offers of it, its texts in the language asked for.
func TestInfo(t *testing.T) {
	ts := startServer(t, Config{})
	for _, tc := range []struct {
		lang, title, noun, rule string
	}{
		{"", "Vampire: The Eternal Struggle", "Methuselah {0}", "The game ends after this many turns"},
		{"fr", "Vampire : La Lutte Éternelle", "Mathusalem {0}", "La partie s'arrête après"},
	} {
		status, body := ts.do(t, "GET", "/api/info?lang="+tc.lang, "", nil)
		var info infoResponse
		if status != 200 || json.Unmarshal(body, &info) != nil {
			t.Fatalf("info: %d %s", status, body)
		}
		if len(info.Games) != len(testRegistry(t, nil).Names()) || info.MaxClock != maxClock || len(info.Langs) != 2 {
			t.Fatalf("info: %s", body)
		}
		v, r, h := info.Games[0], info.Games[1], info.Games[2]
		if v.Name != "vtes" || v.Title != tc.title || v.SeatNoun != tc.noun || v.Seats != (seatsInfo{2, 6, 4}) ||
			v.UserContent || v.CardFacts || len(v.Contents) < 2 || v.Contents[0].Kind != "deck" ||
			len(v.Bots) != 2 || v.Bots[0].Name != "heuristic" || v.Bots[0].Description == "" {
			t.Errorf("V:TES: %+v", v)
		}
		var limit *ruleInfo
		for i := range v.Rules {
			if v.Rules[i].Key == "turn-limit" {
				limit = &v.Rules[i]
			}
		}
		if limit == nil || limit.Default != "mode" || !strings.HasPrefix(limit.Description, tc.rule) {
			t.Errorf("V:TES rules: %+v", v.Rules)
		}
		// Rivals reads a pasted deck list with no card files.
		if r.Name != "rivals" || r.Seats != (seatsInfo{2, 4, 4}) || len(r.Contents) != 4 || !r.UserContent || r.CardFacts {
			t.Errorf("Rivals: %+v", r)
		}
		if h.Name != "hoard" || h.Seats != (seatsInfo{2, 4, 2}) || len(h.Rules) != 2 || h.Rules[1].Key != "target" ||
			len(h.Contents) != 1 || len(h.Bots) != 1 || h.UserContent || h.CardFacts {
			t.Errorf("Hoard: %+v", h)
		}
	}
	if !strings.Contains(string(mustGet(t, ts, "/api/info")), `"values":[]`) {
		t.Error("a rule with free values has no empty list of values")
	}
}

// mustGet returns the body of GET path, failing the test unless it is 200.
func mustGet(t *testing.T, ts *testServer, path string) []byte {
	t.Helper()
	status, body := ts.do(t, "GET", path, "", nil)
	if status != 200 {
		t.Fatalf("GET %s: %d %s", path, status, body)
	}
	return body
}

// TestHostChecked: a request naming a host the server does not serve is
// refused (DNS rebinding: a page of evil.example whose name now resolves
// to 127.0.0.1 still sends "Host: evil.example"); IP addresses, localhost
// and the names given (--allow-host) are served, and /healthz answers any.
func TestHostChecked(t *testing.T) {
	ts := startServer(t, Config{AllowedHosts: []string{"kindred.example"}})
	port := strings.TrimPrefix(ts.url, "http://127.0.0.1")
	for _, c := range []struct {
		host, path string
		status     int
	}{
		{"127.0.0.1" + port, "/api/games", 200},
		{"[::1]" + port, "/api/games", 200},
		{"localhost" + port, "/api/info", 200},
		{"LOCALHOST", "/", 200},
		{"kindred.example", "/api/games", 200},
		{"Kindred.Example.:443", "/api/games", 200},
		{"evil.example" + port, "/api/games", 421},
		{"evil.example", "/", 421},
		{"kindred.example.evil.example", "/api/info", 421},
		{"localhost.evil.example", "/api/info", 421},
		{"evil.example", "/healthz", 200},
	} {
		req, err := http.NewRequest("GET", ts.url+c.path, nil)
		if err != nil {
			t.Fatal(err)
		}
		req.Host = c.host
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != c.status {
			t.Errorf("Host %s %s: %d, want %d (%s)", c.host, c.path, resp.StatusCode, c.status, b)
		}
		if c.status == 421 && !strings.Contains(string(b), "--allow-host") {
			t.Errorf("Host %s: the refusal does not say what to do: %s", c.host, b)
		}
	}
	// A new game from evil.example: refused, nothing created.
	req, _ := http.NewRequest("POST", ts.url+"/api/games", strings.NewReader(`{"seats":[{"player":"bot"},{"player":"bot"}]}`))
	req.Host = "evil.example"
	req.Header.Set("Content-Type", "application/json")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if list, _ := ts.st.List(context.Background(), store.ListOptions{}); resp.StatusCode != 421 || len(list) != 0 {
		t.Errorf("a create from evil.example: %d, %d game(s) stored", resp.StatusCode, len(list))
	}
}

// closedWith reads c until it closes and checks the close code and reason.
func closedWith(t *testing.T, c *client, code websocket.StatusCode, reason string) {
	t.Helper()
	for {
		_, err := c.tryRead(5 * time.Second)
		if err == nil {
			continue
		}
		var ce websocket.CloseError
		if !errors.As(err, &ce) || ce.Code != code || !strings.Contains(ce.Reason, reason) {
			t.Fatalf("closed with %v, want code %d saying %q", err, code, reason)
		}
		return
	}
}

// TestConnectionLimits: a game takes at most MaxConnsPerGame connections
// and an address opens at most MaxConnsPerAddr, one more is closed with
// StatusTooMany saying which; closing one makes room. A join sends the
// others nothing unless what they see changed (a seat's player coming).
func TestConnectionLimits(t *testing.T) {
	ts := startServer(t, Config{MaxConnsPerGame: 3, MaxConnsPerAddr: 5, RateLimit: 1000})
	a := ts.create(t, humanVsBotsOf("hoard", 2, 3))
	b := ts.create(t, humanVsBotsOf("hoard", 2, 4))
	player := ts.dial(t, a.ID, "seat=0&token="+a.Seats[0].Token)
	player.decision()
	var spectators []*client
	for range 2 {
		s := ts.dial(t, a.ID, "")
		s.until(5*time.Second, func(m message) bool { return m.Type == "view" })
		spectators = append(spectators, s)
	}
	// The spectators' joins sent the player nothing: its next message is
	// the chat it sends now.
	player.send(map[string]any{"type": "chat", "text": "hello"})
	if m := player.read(5 * time.Second); m.Type != "chat" {
		t.Errorf("a spectator's join sent the player a %q", m.Type)
	}
	if m := spectators[0].read(5 * time.Second); m.Type != "chat" {
		t.Errorf("another spectator's join sent a spectator a %q", m.Type)
	}
	// A fourth connection to the game is refused.
	closedWith(t, ts.dial(t, a.ID, ""), StatusTooMany, "too many connections to this game (3)")
	// Two to the other game, then the address has five (once the
	// refused one is gone: retried until then).
	for range 2 {
		viewer(t, ts, b.ID)
	}
	closedWith(t, ts.dial(t, b.ID, ""), StatusTooMany, "too many connections from your address (5)")
	// Closing one makes room.
	if err := spectators[1].ws.Close(websocket.StatusNormalClosure, ""); err != nil {
		t.Fatal(err)
	}
	viewer(t, ts, a.ID)
}

// viewer connects a spectator to game id, trying again while the server
// refuses it for too many connections (those just closed may not be gone
// yet), and returns it once it has its view.
func viewer(t *testing.T, ts *testServer, id string) *client {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for {
		c := ts.dial(t, id, "")
		m, err := c.tryRead(5 * time.Second)
		for err == nil && m.Type == "chat" { // the recent chat comes first
			m, err = c.tryRead(5 * time.Second)
		}
		if err == nil && m.Type == "view" {
			return c
		}
		c.ws.CloseNow()
		if time.Now().After(deadline) {
			t.Fatalf("spectator refused: %v %+v", err, m)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// TestTrustedProxies: behind a load balancer every request comes from the
// balancer's address; the per-address limits count the client its
// X-Forwarded-For names, when the balancer is trusted (TrustedProxies),
// and the connection's address otherwise, whatever the header says.
func TestTrustedProxies(t *testing.T) {
	get := func(ts *testServer, xff string) int {
		req, _ := http.NewRequest("GET", ts.url+"/api/info", nil)
		if xff != "" {
			req.Header.Set("X-Forwarded-For", xff)
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		return resp.StatusCode
	}
	// One request every 2 seconds, bursts of 1: the second at once is
	// refused.
	trusting := startServer(t, Config{RateLimit: 0.5, TrustedProxies: []string{"127.0.0.0/8"}})
	for i, c := range []struct {
		xff    string
		status int
	}{
		{"203.0.113.5", 200}, {"203.0.113.5", 429},
		{"203.0.113.6", 200},               // another client behind the balancer
		{"198.51.100.1, 203.0.113.5", 429}, // the last hop the balancer saw counts
		{"203.0.113.7, 127.0.0.1", 200},    // trusted hops are skipped
		{"not-an-address", 200},            // the balancer itself
		{"", 429},
	} {
		if got := get(trusting, c.xff); got != c.status {
			t.Errorf("trusting, request %d (X-Forwarded-For %q): %d, want %d", i, c.xff, got, c.status)
		}
	}
	// Not trusted: the header changes nothing.
	plain := startServer(t, Config{RateLimit: 0.5})
	for i, xff := range []string{"203.0.113.5", "203.0.113.6"} {
		want := 200
		if i == 1 {
			want = 429
		}
		if got := get(plain, xff); got != want {
			t.Errorf("not trusting, request %d (X-Forwarded-For %q): %d, want %d", i, xff, got, want)
		}
	}
	if _, err := New(Config{Store: plain.st, Games: testRegistry(t, nil), TrustedProxies: []string{"10.0.0.0/99"}}); err == nil || !strings.Contains(err.Error(), "10.0.0.0/99") {
		t.Errorf("a bad trusted proxy: %v", err)
	}
}

// A flood that gets a message through now and then, as the rate limit's
// bucket refills, is still closed: bursts of 30 messages every 100 ms
// (one let through every 200 ms at 5 a second, 59 refused between) are
// refused a hundred times within a second or so.
func TestSteadyFloodClosed(t *testing.T) {
	ts := startServer(t, Config{RateLimit: 5})
	g := ts.create(t, humanVsBots(2, 4))
	c := ts.dial(t, g.ID, "seat=0&token="+g.Seats[0].Token)
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	closed := make(chan error, 1)
	go func() {
		for {
			if _, err := c.tryRead(15 * time.Second); err != nil {
				closed <- err
				return
			}
		}
	}()
	for burst := 0; burst < 40; burst++ {
		for range 30 {
			if err := c.ws.Write(ctx, 1, []byte(`{"type":"chat","text":"x"}`)); err != nil {
				break
			}
		}
		select {
		case err := <-closed:
			if websocket.CloseStatus(err) != websocket.StatusPolicyViolation {
				t.Fatalf("after %d bursts: %v, want a close for too many messages", burst+1, err)
			}
			return
		case <-time.After(100 * time.Millisecond):
		}
	}
	t.Fatal("40 bursts of 30 messages, 100 ms apart: the connection is still open")
}
