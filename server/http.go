package server

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"mime"
	"net"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"time"

	"kindred/engine"
	"kindred/games"
	"kindred/store"
	"kindred/web"
)

// Bounds of request bodies.
const (
	maxCreateBody = 256 << 10 // six pasted deck lists and change
	maxAnswerBody = 4 << 10
)

// routes builds the handler.
func (s *Server) routes() http.Handler {
	mux := http.NewServeMux()
	mux.Handle("GET /{$}", web.Page("index.html"))
	mux.Handle("GET /play/{id}", web.Page("game.html"))
	mux.Handle("GET /static/", web.Static())
	mux.HandleFunc("GET /healthz", func(w http.ResponseWriter, r *http.Request) { io.WriteString(w, "ok\n") })
	mux.HandleFunc("GET /api/info", s.handleInfo)
	mux.HandleFunc("GET /api/games", s.handleList)
	mux.HandleFunc("POST /api/games", s.handleCreate)
	mux.HandleFunc("GET /api/games/{id}", s.handleSummary)
	mux.HandleFunc("GET /api/games/{id}/view", s.handleView)
	mux.HandleFunc("POST /api/games/{id}/answer", s.handleAnswer)
	mux.HandleFunc("GET /api/games/{id}/ws", s.handleWS)
	mux.HandleFunc("GET /api/games/{id}/log", s.handleLog) // logdownload.go
	mux.HandleFunc("GET /api/cards/{game}/{cid}", s.handleCard)
	s.accountRoutes(mux)
	mux.HandleFunc("POST /api/games/{id}/undo", s.handleUndoHTTP)
	s.campaignRoutes(mux)
	mux.HandleFunc("/api/", func(w http.ResponseWriter, r *http.Request) {
		// Only this catch-all matched: another method may be allowed.
		var allow []string
		for _, m := range []string{"GET", "POST"} {
			r2 := r.Clone(r.Context())
			r2.Method = m
			if _, p := mux.Handler(r2); p != "/api/" && p != "" {
				allow = append(allow, m)
			}
		}
		if len(allow) > 0 {
			w.Header().Set("Allow", strings.Join(allow, ", "))
			writeError(w, http.StatusMethodNotAllowed, fmt.Sprintf("%s %s: method not allowed (allowed: %s)", r.Method, r.URL.Path, strings.Join(allow, ", ")))
			return
		}
		writeError(w, http.StatusNotFound, fmt.Sprintf("no API endpoint %s %s", r.Method, r.URL.Path))
	})
	return s.logged(secure(s.hostChecked(jsonPosts(s.limited(mux)))))
}

// hostChecked refuses a request whose Host header names a host the server
// does not serve. A browser that a page of evil.example sent to
// 127.0.0.1 by DNS rebinding (the name first resolved to the attacker,
// then to this machine) still says "Host: evil.example", which is how the
// server tells it from its own pages: it answers an IP address (its own
// address, as typed: a rebinding always uses a name), localhost, and the
// names given in Config.AllowedHosts (`--allow-host`, such as the name of
// the load balancer in front of several nodes). /healthz answers any host,
// for load balancers.
func (s *Server) hostChecked(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/healthz" && !s.hostAllowed(r.Host) {
			writeError(w, http.StatusMisdirectedRequest, fmt.Sprintf("host %q is not served here (a guard against DNS rebinding): "+
				"name it with --allow-host when it is this server's", r.Host))
			return
		}
		next.ServeHTTP(w, r)
	})
}

// hostAllowed reports whether the server answers requests for host (a
// Host header, with or without a port).
func (s *Server) hostAllowed(host string) bool {
	if h, _, err := net.SplitHostPort(host); err == nil {
		host = h
	}
	host = strings.ToLower(strings.TrimSuffix(strings.Trim(host, "[]"), "."))
	if host == "" {
		return false
	}
	if net.ParseIP(host) != nil || host == "localhost" || strings.HasSuffix(host, ".localhost") {
		return true
	}
	for _, a := range s.cfg.AllowedHosts {
		if a == "*" || strings.EqualFold(strings.TrimSuffix(a, "."), host) {
			return true
		}
	}
	return false
}

// jsonPosts refuses every POST whose body is not declared JSON: a page of
// another site may send a cross-site form or a "simple" fetch (text/plain,
// form types) without asking first, but not application/json, which a
// browser sends cross-site only after a preflight this server never
// answers. So no other site can create a game or answer in one.
func jsonPosts(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method == http.MethodPost {
			ct := r.Header.Get("Content-Type")
			mt, _, err := mime.ParseMediaType(ct)
			if ct == "" || err != nil || mt != "application/json" {
				if ct == "" {
					ct = "none"
				}
				writeError(w, http.StatusUnsupportedMediaType, fmt.Sprintf("content type %q: a POST must send application/json", ct))
				return
			}
		}
		next.ServeHTTP(w, r)
	})
}

// contentSecurityPolicy allows the page's own scripts, styles and
// WebSocket only, and no framing.
const contentSecurityPolicy = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; " +
	"connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"

// secure sets the security headers of every response.
func secure(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("Content-Security-Policy", contentSecurityPolicy)
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("X-Frame-Options", "DENY")
		h.Set("Referrer-Policy", "no-referrer")
		h.Set("Cross-Origin-Opener-Policy", "same-origin")
		if strings.HasPrefix(r.URL.Path, "/api/") || strings.HasPrefix(r.URL.Path, "/play/") {
			h.Set("Cache-Control", "no-store")
		}
		next.ServeHTTP(w, r)
	})
}

// limited applies the per-address rate limit to the API (a WebSocket
// connection then has its own limit per message).
func (s *Server) limited(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if strings.HasPrefix(r.URL.Path, "/api/") && !s.limiter.allow(s.clientAddr(r), time.Now()) {
			w.Header().Set("Retry-After", "1")
			writeError(w, http.StatusTooManyRequests, "too many requests: slow down")
			return
		}
		next.ServeHTTP(w, r)
	})
}

func clientAddr(r *http.Request) string {
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		return r.RemoteAddr
	}
	return host
}

// statusWriter records the status of a response for the log.
type statusWriter struct {
	http.ResponseWriter
	status int
}

func (w *statusWriter) WriteHeader(code int) {
	if w.status == 0 {
		w.status = code
	}
	w.ResponseWriter.WriteHeader(code)
}

func (w *statusWriter) Write(b []byte) (int, error) {
	if w.status == 0 {
		w.status = http.StatusOK
	}
	return w.ResponseWriter.Write(b)
}

// Unwrap lets http.ResponseController (and the WebSocket upgrade) reach
// the connection.
func (w *statusWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }

// logged logs each request: method, path (never the query, which may hold
// a join token), status and time. A handler panic becomes a 500.
func (s *Server) logged(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		sw := &statusWriter{ResponseWriter: w}
		defer func() {
			if v := recover(); v != nil {
				if v == http.ErrAbortHandler {
					panic(v)
				}
				s.log.Error("handler panic", "path", r.URL.Path, "err", fmt.Sprint(v))
				if sw.status == 0 {
					writeError(sw, http.StatusInternalServerError, "internal error")
				}
			}
			s.log.Info("http", "method", r.Method, "path", r.URL.Path, "status", sw.status,
				"ms", time.Since(start).Milliseconds(), "from", s.clientAddr(r))
		}()
		next.ServeHTTP(sw, r)
	})
}

// writeJSON writes v with status.
func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.WriteHeader(status)
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(true)
	enc.Encode(v)
}

// writeError writes {"error": msg} with status.
func writeError(w http.ResponseWriter, status int, msg string) {
	writeJSON(w, status, map[string]string{"error": msg})
}

// decodeBody reads a JSON body of at most limit bytes into v, strictly: an
// unknown field or trailing data is an error. It writes the error response
// and returns false when the body is refused.
func decodeBody(w http.ResponseWriter, r *http.Request, limit int64, v any) bool {
	raw, err := io.ReadAll(http.MaxBytesReader(w, r.Body, limit))
	if err == nil {
		// The body stays readable: a node forwards the request to the
		// game's owner as it came (cluster.go).
		r.Body = io.NopCloser(bytes.NewReader(raw))
		dec := json.NewDecoder(bytes.NewReader(raw))
		dec.DisallowUnknownFields()
		err = dec.Decode(v)
		if err == nil && dec.More() {
			err = errors.New("data after the JSON object")
		}
	}
	if err == nil {
		return true
	}
	var tooBig *http.MaxBytesError
	if errors.As(err, &tooBig) {
		writeError(w, http.StatusRequestEntityTooLarge, fmt.Sprintf("request body larger than %d bytes", limit))
		return false
	}
	writeError(w, http.StatusBadRequest, "malformed JSON body: "+err.Error())
	return false
}

// infoResponse tells the lobby what it may offer (GET /api/info).
type infoResponse struct {
	// Games are the games the server plays, the default first.
	Games    []gameInfo    `json:"games"`
	Langs    []engine.Lang `json:"langs"`
	MaxClock int           `json:"max_clock"`
}

// gameInfo is a game as the lobby offers it, its texts in the language
// asked for.
type gameInfo struct {
	Name        string        `json:"name"`
	Title       string        `json:"title"`
	Seats       seatsInfo     `json:"seats"`
	SeatNoun    string        `json:"seat_noun"`
	Rules       []ruleInfo    `json:"rules"`
	Contents    []contentInfo `json:"contents"`
	Bots        []botInfo     `json:"bots"`
	UserContent bool          `json:"user_content"` // a user's own content is accepted ("decklist")
	CardFacts   bool          `json:"card_facts"`   // GET /api/cards/NAME/ID answers
}

type seatsInfo struct {
	Min     int `json:"min"`
	Max     int `json:"max"`
	Default int `json:"default"`
}

type ruleInfo struct {
	Key         string   `json:"key"`
	Values      []string `json:"values"` // empty: a free value, such as a number
	Default     string   `json:"default"`
	Description string   `json:"description"`
}

type contentInfo struct {
	Name  string `json:"name"`
	Title string `json:"title"`
	Kind  string `json:"kind"`
}

type botInfo struct {
	Name        string `json:"name"`
	Level       int    `json:"level"`
	Description string `json:"description"`
}

// handleInfo serves GET /api/info?lang=L.
func (s *Server) handleInfo(w http.ResponseWriter, r *http.Request) {
	lang := engine.English
	if l := r.URL.Query().Get("lang"); l != "" {
		var err error
		if lang, err = engine.ParseLang(l); err != nil {
			writeError(w, http.StatusBadRequest, err.Error())
			return
		}
	}
	info := infoResponse{Games: []gameInfo{}, Langs: engine.Langs, MaxClock: maxClock}
	for _, gm := range s.cfg.Games.All() {
		seats := gm.Seats()
		gi := gameInfo{Name: gm.Name(), Title: gm.Title().Render(lang),
			Seats:    seatsInfo{Min: seats.Min, Max: seats.Max, Default: seats.Default},
			SeatNoun: seats.Noun.With(engine.Str("{0}")).Render(lang), Rules: []ruleInfo{}, Contents: []contentInfo{}, Bots: []botInfo{},
			UserContent: offersUserContent(gm), CardFacts: offersCardFacts(gm)}
		for _, rule := range gm.Rules() {
			values := rule.Values
			if values == nil {
				values = []string{}
			}
			gi.Rules = append(gi.Rules, ruleInfo{Key: rule.Key, Values: values, Default: rule.Default,
				Description: rule.Description.Render(lang)})
		}
		for _, c := range gm.Contents() {
			gi.Contents = append(gi.Contents, contentInfo{Name: c.Name, Title: c.Title, Kind: c.Kind})
		}
		for _, b := range gm.Bots() {
			gi.Bots = append(gi.Bots, botInfo{Name: b.Name, Level: b.Level, Description: b.Description.Render(lang)})
		}
		info.Games = append(info.Games, gi)
	}
	writeJSON(w, http.StatusOK, info)
}

// handleList serves GET /api/games: the live games and the latest stored
// ones.
//
// Of several nodes, every node lists what the database holds, so that all
// show the same lobby: the live summaries of one node's games would make
// each node's lobby its own.
func (s *Server) handleList(w http.ResponseWriter, r *http.Request) {
	live := map[string]*summary{}
	if !s.clustered() {
		live = s.liveSummaries()
	}
	list := make([]summary, 0, len(live))
	for _, sm := range live {
		list = append(list, *sm)
	}
	stored, err := s.store.List(r.Context(), store.ListOptions{Limit: 200})
	if err != nil {
		s.log.Error("listing games", "err", err)
		writeError(w, http.StatusInternalServerError, "cannot list the games: "+err.Error())
		return
	}
	s.mu.Lock()
	broken := map[string]string{}
	for id, why := range s.broken {
		broken[id] = why
	}
	s.mu.Unlock()
	for _, sm := range stored {
		if live[sm.ID] != nil {
			continue
		}
		x := storedSummary(sm)
		if why, ok := broken[sm.ID]; ok {
			x.State, x.Error = "broken", why
		}
		list = append(list, x)
	}
	sortSummaries(list)
	if lang, err := langOf(r); err == nil {
		s.localizeSeats(list, lang) // seatnames.go
	}
	writeJSON(w, http.StatusOK, map[string]any{"games": list})
}

// handleCreate serves POST /api/games.
func (s *Server) handleCreate(w http.ResponseWriter, r *http.Request) {
	var req createRequest
	if !decodeBody(w, r, maxCreateBody, &req) {
		return
	}
	var err error
	var resp *createResponse
	if req.accounts, err = s.seatAccounts(r.Context(), r, &req); err == nil {
		resp, err = s.create(r.Context(), &req)
	}
	var bad *requestError
	switch {
	case errors.As(err, &bad):
		writeError(w, http.StatusBadRequest, bad.msg)
	case errors.Is(err, errTooManyGames):
		writeError(w, http.StatusServiceUnavailable, err.Error())
	case err != nil:
		s.log.Error("creating a game", "err", err)
		writeError(w, http.StatusInternalServerError, err.Error())
	default:
		writeJSON(w, http.StatusCreated, resp)
	}
}

// handleSummary serves GET /api/games/{id}.
func (s *Server) handleSummary(w http.ResponseWriter, r *http.Request) {
	id := r.PathValue("id")
	g, err := s.game(r.Context(), id)
	if errors.Is(err, errBroken) {
		// A broken game is still the lobby's: its stored summary, with why.
		if sg, lerr := s.store.Load(r.Context(), id); lerr == nil {
			sm := storedSummary(store.Summary{ID: sg.ID, Game: sg.Header.Game, Created: sg.Created,
				Choices: len(sg.Choices), Over: sg.Over, Meta: sg.Meta, Result: sg.Result})
			sm.State, sm.Error = "broken", err.Error()
			writeJSON(w, http.StatusOK, sm)
			return
		}
	}
	if err != nil {
		s.gameError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, g.summary.Load())
}

// seatAuth reads and checks a seat and token; seat -1 with no token is a
// spectator.
func seatAuth(r *http.Request, g *game, seatText, token string) (int, int, string) {
	if seatText == "" {
		return engine.Spectator, 0, ""
	}
	seat, err := strconv.Atoi(seatText)
	if err != nil {
		return 0, http.StatusBadRequest, fmt.Sprintf("seat %q is not a number", seatText)
	}
	if err := g.srv.seatAccess(r, g, seat, token); err != nil {
		return 0, http.StatusForbidden, err.Error()
	}
	return seat, 0, ""
}

// handleView serves GET /api/games/{id}/view?seat=N&token=T&lang=L: the
// seat's view with the whole log (no seat: the spectator view).
func (s *Server) handleView(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	lang := engine.English
	if l := q.Get("lang"); l != "" {
		var err error
		if lang, err = engine.ParseLang(l); err != nil {
			writeError(w, http.StatusBadRequest, err.Error())
			return
		}
	}
	s.withGame(w, r, func(g *game) error {
		seat, status, msg := seatAuth(r, g, q.Get("seat"), q.Get("token"))
		if status != 0 {
			writeError(w, status, msg)
			return nil
		}
		reply := make(chan []byte, 1)
		if err := g.send(r.Context(), evView{seat: seat, lang: lang, reply: reply}); err != nil {
			return err
		}
		b, err := await(r.Context(), g, reply)
		if err != nil {
			return err
		}
		w.Header().Set("Content-Type", "application/json; charset=utf-8")
		w.Write(b)
		return nil
	})
}

// answerRequest is the body of POST /api/games/{id}/answer.
type answerRequest struct {
	Seat   *int   `json:"seat"`
	Token  string `json:"token"`
	At     *int   `json:"at"`
	Option *int   `json:"option"`
}

// handleAnswer serves POST /api/games/{id}/answer.
func (s *Server) handleAnswer(w http.ResponseWriter, r *http.Request) {
	var req answerRequest
	if !decodeBody(w, r, maxAnswerBody, &req) {
		return
	}
	if req.Seat == nil || req.At == nil || req.Option == nil {
		writeError(w, http.StatusBadRequest, `an answer needs "seat", "token", "at" (the view's "at") and "option"`)
		return
	}
	s.withGame(w, r, func(g *game) error {
		if err := s.seatAccess(r, g, *req.Seat, req.Token); err != nil {
			writeError(w, http.StatusForbidden, err.Error())
			return nil
		}
		reply := make(chan error, 1)
		if err := g.send(r.Context(), evAnswer{seat: *req.Seat, at: *req.At, option: *req.Option, reply: reply}); err != nil {
			return err
		}
		err, werr := await(r.Context(), g, reply)
		if werr != nil {
			return werr
		}
		switch {
		case err == nil:
			writeJSON(w, http.StatusOK, map[string]any{"ok": true})
		case errors.Is(err, engine.ErrOutOfRange):
			writeError(w, http.StatusBadRequest, err.Error())
		case errors.Is(err, errNotYours), errors.Is(err, errStale), errors.Is(err, errOver), errors.Is(err, errFailed):
			writeError(w, http.StatusConflict, err.Error())
		default:
			writeError(w, http.StatusServiceUnavailable, err.Error())
		}
		return nil
	})
}

// await waits for a game's reply to an event it took.
func await[T any](ctx context.Context, g *game, reply chan T) (T, error) {
	select {
	case v := <-reply:
		return v, nil
	case <-ctx.Done():
		var zero T
		return zero, ctx.Err()
	case <-g.done:
		select { // the reply may have come just before the game closed
		case v := <-reply:
			return v, nil
		default:
		}
		var zero T
		return zero, errGameClosed
	}
}

// withGame runs f on game {id}, loading it again once if it was dropped
// from memory meanwhile.
func (s *Server) withGame(w http.ResponseWriter, r *http.Request, f func(g *game) error) {
	for try := 0; ; try++ {
		g, err := s.game(r.Context(), r.PathValue("id"))
		if err != nil {
			s.gameError(w, r, err)
			return
		}
		err = f(g)
		if errors.Is(err, errGameClosed) && try == 0 && s.ctx.Err() == nil {
			continue
		}
		if err != nil && !errors.Is(err, context.Canceled) {
			writeError(w, http.StatusServiceUnavailable, err.Error())
		}
		return
	}
}

// handleCard serves GET /api/cards/{game}/{cid}: a card's facts
// (games.CardFacts), for the page to show when a card name is hovered.
func (s *Server) handleCard(w http.ResponseWriter, r *http.Request) {
	gm, err := s.cfg.Games.Get(r.PathValue("game"))
	if err != nil {
		writeError(w, http.StatusNotFound, err.Error())
		return
	}
	cf, ok := gm.(games.CardFacts)
	if !ok || !offersCardFacts(gm) {
		writeError(w, http.StatusNotFound, fmt.Sprintf("%s has no card facts on this server", gm.Name()))
		return
	}
	id := r.PathValue("cid")
	facts, ok := cf.Card(id)
	if !ok {
		writeError(w, http.StatusNotFound, fmt.Sprintf("%s has no card with id %q", gm.Name(), id))
		return
	}
	w.Header().Set("Cache-Control", "max-age=3600")
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Write(facts)
}

// bucket is a token bucket: rate tokens a second, at most burst.
type bucket struct {
	rate, burst, tokens float64
	last                time.Time
}

func newBucket(rate, burst float64) *bucket { return &bucket{rate: rate, burst: burst, tokens: burst} }

// take takes a token if there is one.
func (b *bucket) take(now time.Time) bool {
	if !b.last.IsZero() {
		b.tokens = min(b.burst, b.tokens+now.Sub(b.last).Seconds()*b.rate)
	}
	b.last = now
	if b.tokens < 1 {
		return false
	}
	b.tokens--
	return true
}

// limiter holds a bucket per client address.
type limiter struct {
	mu          sync.Mutex
	rate, burst float64
	buckets     map[string]*bucket
}

func newLimiter(rate, burst float64) *limiter {
	return &limiter{rate: rate, burst: burst, buckets: map[string]*bucket{}}
}

// allow takes a token from addr's bucket. Buckets idle long enough to be
// full again are forgotten when the map grows.
func (l *limiter) allow(addr string, now time.Time) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	b := l.buckets[addr]
	if b == nil {
		if len(l.buckets) >= 10000 {
			for k, x := range l.buckets {
				if now.Sub(x.last).Seconds()*l.rate >= l.burst {
					delete(l.buckets, k)
				}
			}
		}
		b = newBucket(l.rate, l.burst)
		l.buckets[addr] = b
	}
	return b.take(now)
}
