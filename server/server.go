// Package server plays games over the network: an HTTP JSON API and
// WebSocket connections for the browser client (package web), a lobby to
// create and list games, seats for people (each with a secret join token)
// and bots, spectators, clocks, and persistence of every choice through
// package store.
//
// Every live game is one goroutine that owns its engine.Table and is fed by
// a channel: connections, answers, chat and timers are events it handles
// one at a time, so the rules never run concurrently. A choice is written
// to the store before anyone hears of it, so a server killed at any moment
// restarts with every acknowledged choice, by replaying each unfinished
// game's log (the log is the game).
//
// The server knows no game: it reaches the games it plays through the
// registry it is given (Config.Games, package games), by the name each
// stored header carries. What a seat may see is computed by the game (its
// views, and games.Game.ViewJSON for the browser): the server sends each
// connection the view of its own seat only, and spectators the public
// view.
package server

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"sort"
	"sync"
	"time"

	"kindred/engine"
	"kindred/games"
	"kindred/store"
)

// Config sets up a Server. Store and Games are required; the zero value of
// every other field is a working default.
type Config struct {
	// Store keeps the games.
	Store store.Store
	// Games are the games the server plays, the first one the lobby's
	// default. A stored game names its game in its header: one no longer
	// registered cannot be resumed (it is listed as broken).
	Games *games.Registry
	// Logger receives the server's log; nil discards it. Join tokens are
	// never logged.
	Logger *slog.Logger
	// Grace is how long a seat's player may stay disconnected before a bot
	// plays the seat (default 2 minutes).
	Grace time.Duration
	// KeepFinished is how long a finished game with no connection stays in
	// memory before it is dropped (default 10 minutes); it is reloaded from
	// the store when asked for again.
	KeepFinished time.Duration
	// EvictAfter is how long an unfinished game may go without a choice
	// (or any event but a connection closing) before it is dropped from
	// memory, its connections closed with StatusIdle (default 10 minutes;
	// negative: never). It is rebuilt from its stored log, every hash
	// checked, when someone connects, views it or answers. A game whose
	// clock or grace period runs is not idle: its timer will make a bot
	// play, so it stays in memory until then. Resume leaves the games idle
	// for so long in the store, but for those a bot is to move in.
	EvictAfter time.Duration
	// MaxLiveGames bounds the games held in memory (default 10,000);
	// creating one more is refused.
	MaxLiveGames int
	// RateLimit is the number of messages per second a WebSocket connection
	// may send, and of API requests per second from one address (default 20,
	// with bursts of twice as many).
	RateLimit float64
	// MaxConnsPerGame bounds the WebSocket connections to one game, seats
	// and spectators together (default 64); MaxConnsPerAddr, those from
	// one client address to all games (default 32). One more is closed
	// with StatusTooMany.
	MaxConnsPerGame int
	MaxConnsPerAddr int
	// AllowedHosts are the host names, besides IP addresses and
	// localhost, that requests may name in their Host header (the names
	// people reach the server by; "*" for any). Any other is refused: a
	// guard against DNS rebinding.
	AllowedHosts []string
	// TrustedProxies are the load balancers or proxies in front of the
	// server (IP addresses or CIDR ranges): their X-Forwarded-For names
	// the client the per-address limits count. Requests from any other
	// address are counted by that address, whatever they say.
	TrustedProxies []string
	// Node names this server among several sharing one PostgreSQL
	// database ("": the only one). The store must then be a
	// store.Cluster: each game is owned by one node, the others forward
	// its requests to Advertise, the owner's base URL (http://HOST:PORT,
	// reachable by the other nodes), and take it over once the owner's
	// lease, renewed every LeaseTTL/3, has expired (default 10 seconds).
	Node      string
	Advertise string
	LeaseTTL  time.Duration

	// hooks for the tests, called from a game's goroutine.
	afterChoice func(id string, g engine.Game)
	beforePush  func(id string, at int, g engine.Game)
	// botWrite is how many choices bots make between writes to the store
	// in a long run (default 1,000; tests make it small).
	botWrite int
	// retryAfter is how long after a failed write the game tries again
	// (default 5 seconds).
	retryAfter time.Duration
	// sweepEvery is how often stored games whose clock ran out are looked
	// for (default sweepEvery).
	sweepEvery time.Duration
	// loginEvery is how often one more sign-in per name is allowed past
	// the first loginBurst (default 12 seconds).
	loginEvery time.Duration
}

func (c *Config) defaults() {
	if c.Logger == nil {
		c.Logger = slog.New(slog.NewTextHandler(io.Discard, nil))
	}
	if c.Grace <= 0 {
		c.Grace = 2 * time.Minute
	}
	if c.KeepFinished <= 0 {
		c.KeepFinished = 10 * time.Minute
	}
	if c.EvictAfter == 0 {
		c.EvictAfter = 10 * time.Minute
	}
	if c.MaxLiveGames <= 0 {
		c.MaxLiveGames = 10000
	}
	if c.RateLimit <= 0 {
		c.RateLimit = 20
	}
	if c.LeaseTTL <= 0 {
		c.LeaseTTL = 10 * time.Second
	}
	if c.MaxConnsPerGame <= 0 {
		c.MaxConnsPerGame = 64
	}
	if c.MaxConnsPerAddr <= 0 {
		c.MaxConnsPerAddr = 32
	}
	if c.retryAfter <= 0 {
		c.retryAfter = 5 * time.Second
	}
	if c.botWrite <= 0 {
		c.botWrite = 1000
	}
}

// Server holds the live games and serves the API and the web client.
type Server struct {
	cfg     Config
	store   store.Store
	log     *slog.Logger
	ctx     context.Context // ends when the server closes; every game goroutine watches it
	cancel  context.CancelFunc
	wg      sync.WaitGroup // game goroutines and connections
	limiter *limiter
	logins  loginLimits
	conns   connCounter // WebSocket connections by client address
	// cluster is the store's store.Cluster when the server is one node of
	// several (Config.Node), else nil; nodeHosts (under mu) are the hosts
	// of the nodes alive; orphanRun is held while orphans are adopted.
	cluster   store.Cluster
	nodeHosts map[string]bool
	orphanRun sync.Mutex
	proxies   []*net.IPNet // Config.TrustedProxies
	handler   http.Handler

	mu    sync.Mutex
	games map[string]*game // live games by id
	// broken are games that could not be resumed, with the reason.
	broken map[string]string

	// playedOn is closed once the games Resume left to play on in the
	// background have played (or the server closes).
	playedOn     chan struct{}
	playedOnOnce sync.Once
}

// New returns a server over cfg.Store. Call [Server.Resume] to bring back
// the unfinished games, serve [Server.Handler], and [Server.Close] at the end.
func New(cfg Config) (*Server, error) {
	if cfg.Store == nil {
		return nil, errors.New("server: no store")
	}
	if cfg.Games == nil || len(cfg.Games.All()) == 0 {
		return nil, errors.New("server: no games to play (Config.Games)")
	}
	cfg.defaults()
	var cluster store.Cluster
	if cfg.Node != "" {
		c, ok := cfg.Store.(store.Cluster)
		if !ok {
			return nil, errors.New("server: several nodes need a store they can share (PostgreSQL)")
		}
		if cfg.Advertise == "" {
			return nil, errors.New("server: a node needs the address other nodes reach it at (Config.Advertise)")
		}
		cluster = c
	}
	proxies, err := parseProxies(cfg.TrustedProxies)
	if err != nil {
		return nil, fmt.Errorf("server: %w", err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	s := &Server{proxies: proxies, cfg: cfg, store: cfg.Store, log: cfg.Logger, ctx: ctx, cancel: cancel,
		games: map[string]*game{}, broken: map[string]string{}, playedOn: make(chan struct{}),
		limiter: newLimiter(cfg.RateLimit, 2*cfg.RateLimit), logins: newLoginLimits(cfg.loginEvery), cluster: cluster}
	s.handler = s.routes()
	return s, nil
}

// Resume loads every unfinished game from the store, replays its log
// (checking every state hash) and starts it. A game that cannot be resumed
// is reported in the log and listed as broken; the others start anyway.
// It returns the number of games resumed.
//
// A game idle for longer than Config.EvictAfter stays in the store: it
// would be evicted at once, so, like an evicted game, it is loaded when
// someone opens it, and a restart does not replay thousands of idle games.
// Unless a bot is to move in it (the store records who moves after each
// write, store.ToMove): the server stopped while bots played, and they
// must play on by themselves, or the game would wait for someone to open
// it, and a game of bots alone would never end. Such games are brought
// back in the background, resumeWorkers at a time, each once the one
// before has played up to a person's decision or its end (a finished one
// then leaves memory at once if nobody watches), so the server serves at
// once and a restart never holds thousands of games in memory. The games
// of a database from before the store recorded who moves
// (store.UnknownToMove) are replayed the same way, once, to find out and
// record it; those a person must answer are not kept.
func (s *Server) Resume(ctx context.Context) (int, error) {
	if err := s.join(ctx); err != nil {
		s.playedOnOnce.Do(func() { close(s.playedOn) })
		return 0, err
	}
	s.sweep(s.sweepInterval())
	list, err := s.store.List(ctx, store.ListOptions{Unfinished: true})
	if err != nil {
		s.playedOnOnce.Do(func() { close(s.playedOn) })
		return 0, err
	}
	n, idle, bots, unknown := 0, 0, 0, 0
	var later []store.Summary // only ID and ToMove
	defer func() {
		s.log.Info("resume", "resumed", n, "idle_in_store", idle,
			"bots_to_move", bots, "to_move_unknown", unknown)
		s.playOnInBackground(later)
	}()
	for _, sm := range list {
		if err := s.claim(ctx, sm.ID); err != nil {
			continue // another node plays it
		}
		if s.cfg.EvictAfter > 0 && time.Since(sm.Updated) >= s.cfg.EvictAfter {
			switch sm.ToMove {
			case store.PersonToMove:
				idle++
				continue
			case store.BotToMove:
				bots++
			default:
				unknown++
			}
			later = append(later, store.Summary{ID: sm.ID, ToMove: sm.ToMove})
			continue
		}
		g, err := s.load(ctx, sm.ID)
		if err != nil {
			s.log.Error("cannot resume game", "game", sm.ID, "err", err)
			s.setBroken(sm.ID, err)
			continue
		}
		// The game's goroutine runs: its summary is what may be read.
		sm := g.summary.Load()
		s.log.Info("resumed game", "game", g.id, "choices", sm.Choices, "hash", sm.Hash)
		n++
	}
	return n, nil
}

// setBroken lists game id as one that cannot be resumed.
func (s *Server) setBroken(id string, err error) {
	s.mu.Lock()
	s.broken[id] = err.Error()
	s.mu.Unlock()
}

// resumeWorkers is how many games the server brings back at once on its
// own after a restart, for their bots to play on.
const resumeWorkers = 4

// playOnInBackground brings back the games of list, resumeWorkers at a
// time, for their bots to play on (Resume), and closes s.playedOn when it
// is done.
func (s *Server) playOnInBackground(list []store.Summary) {
	s.wg.Add(1)
	go func() {
		defer s.wg.Done()
		defer s.playedOnOnce.Do(func() { close(s.playedOn) })
		jobs := make(chan store.Summary)
		var wg sync.WaitGroup
		for range min(resumeWorkers, len(list)) {
			wg.Go(func() {
				for sm := range jobs {
					s.playOn(sm.ID, sm.ToMove)
				}
			})
		}
	feed:
		for _, sm := range list {
			select {
			case jobs <- sm:
			case <-s.ctx.Done():
				break feed
			}
		}
		close(jobs)
		wg.Wait()
		if s.ctx.Err() == nil && len(list) > 0 {
			s.log.Info("resume: the bots played on", "games", len(list))
		}
	}()
}

// playOn brings back game id, stored with next to move, for its bots to
// play on, and returns once they have (or the server closes). A game whose
// next mover is unknown is replayed first to find out, which is recorded;
// it is kept only if a bot is to move. When the server holds as many
// games as it may, it waits for room.
func (s *Server) playOn(id string, next store.ToMove) {
	ctx := s.ctx
	for {
		var g *game
		var err error
		if next == store.UnknownToMove {
			g, err = s.loadIfBotToMove(ctx, id)
		} else {
			g, err = s.load(ctx, id)
		}
		switch {
		case ctx.Err() != nil:
			return
		case errors.Is(err, errTooManyGames):
			select {
			case <-time.After(time.Second):
				continue
			case <-ctx.Done():
				return
			}
		case err != nil:
			s.log.Error("cannot resume game", "game", id, "err", err)
			s.setBroken(id, err)
			return
		case g == nil:
			return // a person is to move: the game stays in the store
		}
		s.log.Info("resumed game: its bots play on", "game", id, "choices", g.summary.Load().Choices)
		// The game takes an event once its bots have played.
		g.send(ctx, evPlayedOn{})
		return
	}
}

// loadIfBotToMove replays game id, whose next mover the store does not
// know, records who it is, and starts the game if it is a bot (it returns
// nil otherwise).
func (s *Server) loadIfBotToMove(ctx context.Context, id string) (*game, error) {
	if g := s.liveGame(id); g != nil {
		return g, nil // someone opened it meanwhile: it plays on its own
	}
	sg, gm, m, t, err := s.replay(ctx, id)
	if err != nil {
		return nil, err
	}
	next := metaToMove(m, t.Game())
	if err := s.store.SetToMove(ctx, id, t.Len(), next); err != nil {
		s.log.Warn("cannot record who moves next", "game", id, "err", err)
	}
	if next != store.BotToMove {
		games.Close(t.Game())
		return nil, nil
	}
	return s.adopt(id, gm, m, t, sg)
}

// liveGame returns game id if it is in memory, else nil.
func (s *Server) liveGame(id string) *game {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.games[id]
}

// Handler returns the HTTP handler: the web client, the API and the
// WebSocket endpoint.
func (s *Server) Handler() http.Handler { return s.handler }

// Close stops every game goroutine and closes every connection. It does not
// close the store. Every choice acknowledged before is stored.
func (s *Server) Close() {
	s.cancel()
	// A parked game has no goroutine to see the server close: wake each
	// (park.go); none parks again once the context is done.
	s.mu.Lock()
	for _, g := range s.games {
		g.wakeToClose()
	}
	s.mu.Unlock()
	s.wg.Wait()
}

// errUnknownGame: no game has that id.
var errUnknownGame = errors.New("no game with that id")

// game returns the live game id, loading it from the store if it is not in
// memory (a finished game dropped from memory, for instance).
func (s *Server) game(ctx context.Context, id string) (*game, error) {
	s.mu.Lock()
	g := s.games[id]
	reason, broken := s.broken[id]
	s.mu.Unlock()
	if g != nil {
		return g, nil
	}
	if broken {
		return nil, fmt.Errorf("%w: game %s: %s", errBroken, id, reason)
	}
	if !validGameID(id) {
		return nil, errUnknownGame
	}
	if err := s.claim(ctx, id); err != nil {
		return nil, err
	}
	g, err := s.load(ctx, id)
	if err == nil && s.clustered() {
		s.log.Info("game claimed by this node: replayed from the store", "game", id, "choices", g.summary.Load().Choices)
	}
	return g, err
}

// errBroken: a stored game this server cannot play (a game it does not
// know, a rules version it no longer plays, a log that does not replay).
// It stays in the store, listed as broken with the reason; asking for it
// again does not replay it again.
var errBroken = errors.New("the game cannot be played by this server")

// brokenError wraps why a stored game cannot be played; it is errBroken.
type brokenError struct{ err error }

func (e brokenError) Error() string        { return e.err.Error() }
func (e brokenError) Unwrap() error        { return e.err }
func (e brokenError) Is(target error) bool { return target == errBroken }

// load reads game id from the store, replays it and starts its goroutine,
// unless another request loaded it meanwhile.
func (s *Server) load(ctx context.Context, id string) (*game, error) {
	sg, gm, m, t, err := s.replay(ctx, id)
	if errors.Is(err, errBroken) {
		s.setBroken(id, errors.Unwrap(err))
		return nil, err
	}
	if err != nil {
		return nil, err
	}
	return s.adopt(id, gm, m, t, sg)
}

// replay reads game id from the store and replays its log, checking every
// state hash, with the registered game its header names.
func (s *Server) replay(ctx context.Context, id string) (*store.Game, games.Game, meta, *engine.Table, error) {
	sg, err := s.store.Load(ctx, id)
	if errors.Is(err, store.ErrNotFound) {
		return nil, nil, meta{}, nil, errUnknownGame
	}
	if err != nil {
		return nil, nil, meta{}, nil, err
	}
	// These failures do not pass: the game is broken for this server.
	broken := func(err error) error { return brokenError{err} }
	gm, err := s.cfg.Games.Get(sg.Header.Game)
	if err != nil {
		return nil, nil, meta{}, nil, broken(fmt.Errorf("game %s: %w", id, err))
	}
	m, err := parseMeta(sg.Meta, len(sg.Header.Seats))
	if err != nil {
		return nil, nil, meta{}, nil, broken(fmt.Errorf("game %s: %w", id, err))
	}
	t, err := engine.Resume(gm.NewGame, &engine.Log{Header: sg.Header, Choices: sg.Choices})
	if err != nil {
		return nil, nil, meta{}, nil, broken(fmt.Errorf("game %s: replaying its log: %w", id, err))
	}
	return sg, gm, m, t, nil
}

// adopt makes the replayed game t live and starts its goroutine, unless
// another request loaded it meanwhile.
func (s *Server) adopt(id string, gm games.Game, m meta, t *engine.Table, sg *store.Game) (*game, error) {
	g, err := newLiveGame(s, id, gm, m, t, len(sg.Choices), sg.Created, sg.Over)
	if err != nil {
		games.Close(t.Game())
		return nil, fmt.Errorf("game %s: %w", id, err)
	}
	s.mu.Lock()
	if other := s.games[id]; other != nil {
		s.mu.Unlock()
		games.Close(g.eg)
		return other, nil
	}
	if len(s.games) >= s.cfg.MaxLiveGames {
		s.mu.Unlock()
		games.Close(g.eg)
		return nil, errTooManyGames
	}
	if !s.publish(g) {
		s.mu.Unlock()
		games.Close(g.eg)
		return nil, errGameClosed
	}
	s.mu.Unlock()
	s.start(g)
	return g, nil
}

// errTooManyGames: the server holds as many live games as it may.
var errTooManyGames = errors.New("the server holds as many games as it may: try again later")

// publish lists g among the live games and counts its first goroutine
// (start) in s.wg, under s.mu, unless the server is closing: Close takes
// s.mu after it cancels, so its Wait counts every game published before
// and none is published after. It reports whether g was published.
func (s *Server) publish(g *game) bool {
	if s.ctx.Err() != nil {
		return false
	}
	s.games[g.id] = g
	s.wg.Add(1)
	return true
}

// start runs g's first goroutine (run; park.go says how it stops and
// starts again), counted by publish. The game counts as running from
// newLiveGame on, before it is published: an event sent to it meanwhile
// waits for this goroutine and starts no other.
func (s *Server) start(g *game) {
	go func() {
		defer s.wg.Done()
		g.run(s.ctx)
	}()
}

// forget removes g from the live games, if it is still the one held under
// its id. The game calls it before it closes its done channel, so whoever
// finds a game closed and asks again gets a fresh one from the store.
func (s *Server) forget(g *game) {
	s.mu.Lock()
	if s.games[g.id] == g {
		delete(s.games, g.id)
	}
	s.mu.Unlock()
}

// EvictIdle drops from memory, at once, every live game that has been idle
// for at least d: unfinished games with no choice (nor any event) for d
// and no timer of their own running, and finished games with no
// connection. It is what the server does on its own after
// Config.EvictAfter; `kindred bench serve` calls it to measure the memory
// an evicted game still costs. It returns the number of games dropped,
// once they are gone.
func (s *Server) EvictIdle(ctx context.Context, d time.Duration) int {
	s.mu.Lock()
	list := make([]*game, 0, len(s.games))
	for _, g := range s.games {
		list = append(list, g)
	}
	s.mu.Unlock()
	n := 0
	for _, g := range list {
		reply := make(chan bool, 1)
		if g.send(ctx, evEvict{idle: d, reply: reply}) != nil {
			continue
		}
		if ok, err := await(ctx, g, reply); err != nil || !ok {
			continue
		}
		select {
		case <-g.done:
			n++
		case <-ctx.Done():
			return n
		}
	}
	return n
}

// add registers a new game and starts it.
func (s *Server) add(g *game) error {
	s.mu.Lock()
	if len(s.games) >= s.cfg.MaxLiveGames {
		s.mu.Unlock()
		return errTooManyGames
	}
	if !s.publish(g) {
		s.mu.Unlock()
		return errGameClosed
	}
	s.mu.Unlock()
	s.start(g)
	return nil
}

// liveSummaries returns the summaries of the live games, by id.
func (s *Server) liveSummaries() map[string]*summary {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := make(map[string]*summary, len(s.games))
	for id, g := range s.games {
		out[id] = g.summary.Load()
	}
	return out
}

// LiveGames returns the number of games held in memory.
func (s *Server) LiveGames() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return len(s.games)
}

// sortSummaries orders games for the lobby: live first, then newest.
func sortSummaries(list []summary) {
	sort.SliceStable(list, func(i, j int) bool {
		a, b := list[i], list[j]
		if a.Over != b.Over {
			return !a.Over
		}
		return a.Created > b.Created
	})
}
