package server

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strconv"
	"sync"
	"time"

	"github.com/coder/websocket"

	"kindred/engine"
)

// conn is one WebSocket connection to a game: a seat's player or a
// spectator. Its fields but out belong to the game's goroutine.
type conn struct {
	seat    int         // the seat it plays, or engine.Spectator
	lang    engine.Lang // the language views are rendered in
	out     chan []byte // messages to send; closed by the game when it drops the connection
	logSent int         // log lines already sent
	gone    bool        // dropped from the game
	// idle is set, before out is closed, when the game leaves memory for
	// being idle: the socket is closed with StatusIdle.
	idle bool
	// closeCode and closeReason, set before out is closed, say why the
	// game refused the connection (StatusTooMany).
	closeCode   websocket.StatusCode
	closeReason string
}

// StatusIdle is the WebSocket close code of a connection whose game was
// dropped from memory for being idle (Config.EvictAfter). Reconnecting
// brings the game back; the web client waits for its player to return
// before it does.
const StatusIdle websocket.StatusCode = 4000

// StatusTooMany is the WebSocket close code of a connection refused
// because its game (Config.MaxConnsPerGame) or its address
// (Config.MaxConnsPerAddr) has as many as it may; the reason says which.
// Reconnecting after closing another one succeeds.
const StatusTooMany websocket.StatusCode = 4001

// Limits of the WebSocket protocol.
const (
	maxClientMessage = 4 << 10 // bytes in one client message
	outQueue         = 64      // messages queued for a connection before it counts as too slow
	writeTimeout     = 10 * time.Second
	pingEvery        = 30 * time.Second
	maxDropped       = 100 // messages refused by the rate limit (none let through a second after the last refused) before the connection is closed
)

// clientMsg is a message from the browser:
//
//	{"type":"answer","at":N,"option":I}  answer the pending decision (at: the view's "at")
//	{"type":"chat","text":"…"}           say something to the table
//	{"type":"lang","lang":"fr"}          views in another language
//	{"type":"takeback"}                  take the seat back from the bot
//	{"type":"undo","at":N}               take back the seat's last choice (undo.go)
type clientMsg struct {
	Type   string `json:"type"`
	At     *int   `json:"at"`
	Option *int   `json:"option"`
	Text   string `json:"text"`
	Lang   string `json:"lang"`
}

// handleWS serves GET /api/games/{id}/ws?seat=N&token=T&lang=L (no seat:
// a spectator).
func (s *Server) handleWS(w http.ResponseWriter, r *http.Request) {
	id := r.PathValue("id")
	q := r.URL.Query()
	seat := engine.Spectator
	lang := engine.English
	if l := q.Get("lang"); l != "" {
		var err error
		if lang, err = engine.ParseLang(l); err != nil {
			writeError(w, http.StatusBadRequest, err.Error())
			return
		}
	}
	g, err := s.game(r.Context(), id)
	if err != nil {
		s.gameError(w, r, err)
		return
	}
	if q.Has("seat") {
		n, err := strconv.Atoi(q.Get("seat"))
		if err != nil {
			writeError(w, http.StatusBadRequest, fmt.Sprintf("seat %q is not a number", q.Get("seat")))
			return
		}
		if err := s.seatAccess(r, g, n, q.Get("token")); err != nil {
			writeError(w, http.StatusForbidden, err.Error())
			return
		}
		seat = n
	}
	ws, err := websocket.Accept(w, r, nil) // same-origin only: the default
	if err != nil {
		return // Accept wrote the error
	}
	ws.SetReadLimit(maxClientMessage)
	s.wg.Add(1)
	defer s.wg.Done()
	addr := s.clientAddr(r)
	if n, ok := s.conns.add(addr, s.cfg.MaxConnsPerAddr); !ok {
		s.log.Warn("connection refused: too many from one address", "from", addr, "connections", n)
		ws.Close(StatusTooMany, fmt.Sprintf("too many connections from your address (%d): close another one", n))
		return
	}
	defer s.conns.done(addr)
	s.serveConn(g, ws, seat, lang)
}

// serveConn runs one connection: a writer goroutine sends what the game
// queues, this goroutine reads the client's messages and hands them to the
// game as events.
func (s *Server) serveConn(g *game, ws *websocket.Conn, seat int, lang engine.Lang) {
	ctx, cancel := context.WithCancel(s.ctx)
	defer cancel()
	c := &conn{seat: seat, lang: lang, out: make(chan []byte, outQueue)}
	notes := make(chan []byte, 4) // errors found by the reader itself
	writerDone := make(chan struct{})
	go func() {
		defer close(writerDone)
		defer cancel()
		ping := time.NewTicker(pingEvery)
		defer ping.Stop()
		write := func(msg []byte) bool {
			wctx, wcancel := context.WithTimeout(ctx, writeTimeout)
			defer wcancel()
			return ws.Write(wctx, websocket.MessageText, msg) == nil
		}
		for {
			select {
			case msg, ok := <-c.out:
				if !ok {
					if c.closeCode != 0 {
						ws.Close(c.closeCode, c.closeReason)
					} else if c.idle {
						ws.Close(StatusIdle, "idle: the game was put away; reconnect to resume it")
					} else {
						ws.Close(websocket.StatusGoingAway, "the game closed the connection")
					}
					return
				}
				if !write(msg) {
					return
				}
			case msg := <-notes:
				if !write(msg) {
					return
				}
			case <-ping.C:
				pctx, pcancel := context.WithTimeout(ctx, writeTimeout)
				err := ws.Ping(pctx)
				pcancel()
				if err != nil {
					return
				}
			case <-ctx.Done():
				ws.Close(websocket.StatusGoingAway, "the server is closing")
				return
			}
		}
	}()
	defer func() {
		g.send(context.Background(), evLeave{c})
		cancel()
		<-writerDone
		ws.CloseNow()
	}()
	// A game dropped from memory just now (idle) is loaded again.
	for try := 0; ; try++ {
		err := g.send(ctx, evJoin{c})
		if err == nil {
			break
		}
		if !errors.Is(err, errGameClosed) || try == 2 {
			return
		}
		if g, err = s.game(ctx, g.id); err != nil {
			return
		}
	}
	note := func(text string) {
		select {
		case notes <- errorMessage(text, -1):
		default:
		}
	}
	bucket := newBucket(s.cfg.RateLimit, 2*s.cfg.RateLimit)
	dropped, lastDrop := 0, time.Time{}
	for {
		typ, data, err := ws.Read(ctx)
		if err != nil {
			if websocket.CloseStatus(err) == websocket.StatusMessageTooBig {
				s.log.Info("connection closed: message too big", "game", g.id, "seat", seat)
			}
			return
		}
		now := time.Now()
		if !bucket.take(now) {
			dropped, lastDrop = dropped+1, now
			if dropped > maxDropped {
				ws.Close(websocket.StatusPolicyViolation, "too many messages")
				return
			}
			note("too many messages: slow down (this one was ignored)")
			continue
		}
		// A flood gets a message through now and then, as the bucket
		// refills: the refused ones count on until the client has had
		// none refused for a second. (Counted anew at each message let
		// through, a flood read slowly, on a loaded machine, was never
		// closed.)
		if now.Sub(lastDrop) > time.Second {
			dropped = 0
		}
		if typ != websocket.MessageText {
			note("binary message ignored: the protocol is JSON text")
			continue
		}
		var m clientMsg
		if err := json.Unmarshal(data, &m); err != nil {
			note("malformed message (want a JSON object with a \"type\"): " + err.Error())
			continue
		}
		ev, problem := s.event(c, &m)
		if problem != "" {
			note(problem)
			continue
		}
		if err := g.send(ctx, ev); err != nil {
			return
		}
	}
}

// event turns a client message into the game's event, or explains what is
// wrong with it.
func (s *Server) event(c *conn, m *clientMsg) (any, string) {
	switch m.Type {
	case "answer":
		if c.seat < 0 {
			return nil, "spectators cannot answer"
		}
		if m.At == nil || m.Option == nil {
			return nil, `an answer needs "at" (the view's "at") and "option" (an index into the options)`
		}
		return evAnswer{c: c, seat: c.seat, at: *m.At, option: *m.Option}, ""
	case "chat":
		return evChat{c: c, text: m.Text}, ""
	case "lang":
		l, err := engine.ParseLang(m.Lang)
		if err != nil {
			return nil, err.Error()
		}
		return evLang{c: c, lang: l}, ""
	case "takeback":
		if c.seat < 0 {
			return nil, "spectators have no seat to take back"
		}
		return evTakeBack{c: c}, ""
	case "undo":
		if c.seat < 0 || m.At == nil {
			return nil, `an undo needs a seat and "at" (the view's "at")`
		}
		return evUndo{c: c, seat: c.seat, at: *m.At}, ""
	case "":
		return nil, `the message has no "type" (answer, chat, lang, takeback or undo)`
	}
	return nil, fmt.Sprintf("unknown message type %q (want answer, chat, lang, takeback or undo)", m.Type)
}

// gameError writes the HTTP error for a failed game look-up.
func (s *Server) gameError(w http.ResponseWriter, r *http.Request, err error) {
	var away *ownedElsewhere
	if errors.As(err, &away) {
		s.forward(w, r, away)
		return
	}
	switch {
	case errors.Is(err, errUnknownGame):
		writeError(w, http.StatusNotFound, "no game with that id")
	case errors.Is(err, errBroken):
		writeError(w, http.StatusConflict, err.Error())
	case errors.Is(err, errTooManyGames):
		writeError(w, http.StatusServiceUnavailable, err.Error())
	default:
		s.log.Error("loading a game", "err", err)
		writeError(w, http.StatusInternalServerError, err.Error())
	}
}

// connCounter counts the WebSocket connections of each client address.
type connCounter struct {
	mu sync.Mutex
	n  map[string]int
}

// add counts one more connection from addr, unless it has max already; it
// returns the count before.
func (cc *connCounter) add(addr string, max int) (int, bool) {
	cc.mu.Lock()
	defer cc.mu.Unlock()
	n := cc.n[addr]
	if n >= max {
		return n, false
	}
	if cc.n == nil {
		cc.n = map[string]int{}
	}
	cc.n[addr] = n + 1
	return n, true
}

// done counts a connection from addr less.
func (cc *connCounter) done(addr string) {
	cc.mu.Lock()
	defer cc.mu.Unlock()
	if cc.n[addr] <= 1 {
		delete(cc.n, addr)
	} else {
		cc.n[addr]--
	}
}
