package main

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"os"
	"os/signal"
	"strings"
	"syscall"
	"time"

	"kindred/server"
	"kindred/store"
)

// serveRegistry builds the games `kindred serve` plays: the registry of
// games.go. The tests' helper process (TestHelperServe) adds the engine's
// test game to it; the program itself never changes it.
var serveRegistry = registry

func runServe(e *env, args []string) int {
	fs := newFlags(e, "serve", "",
		"Serves the lobby, the games and the browser client over HTTP and WebSocket: open the address\n"+
			"in a browser, create a game against bots or for friends, and share each seat's link.\n"+
			"Games are stored as they are played (SQLite by default); unfinished ones resume on restart.")
	addr := fs.String("addr", "127.0.0.1:8080", "`HOST:PORT` to listen on (port 0: any free port)")
	db := fs.String("db", "", "database: a SQLite `URL` (a file path or sqlite:PATH) or postgres://… (default: kindred.db in the user's data directory)")
	cardsDir := fs.String("cards", "", "`DIR` holding the official card files, for pasted deck lists and card facts (default $KINDRED_CARDS; optional)")
	grace := fs.Duration("grace", 2*time.Minute, "how long a disconnected player keeps their seat before a bot plays it")
	evict := fs.Duration("evict-after", 10*time.Minute, "drop an unfinished game from memory after this long without a choice (0: never); it is rebuilt from its log when wanted")
	maxGames := fs.Int("max-games", 10000, "most games held in memory at once")
	perGame := fs.Int("max-conns-per-game", 64, "most WebSocket connections to one game (seats and spectators)")
	perAddr := fs.Int("max-conns-per-addr", 32, "most WebSocket connections from one client address")
	advertise := fs.String("advertise", "", "with PostgreSQL, the `URL` other nodes reach this one at (default: http:// and the address it listens on, which must then be a specific one)")
	lease := fs.Duration("lease", 10*time.Second, "with PostgreSQL, how long a node that stops renewing its lease keeps its games before the other nodes take them over")
	var trustProxies []string
	fs.Func("trust-proxy", "the `ADDRESS` (IP or CIDR range) of a load balancer or proxy in front of the server (repeat it, or a comma-separated list): its X-Forwarded-For names the client the per-address limits count", func(v string) error {
		for _, h := range strings.Split(v, ",") {
			if h = strings.TrimSpace(h); h != "" {
				trustProxies = append(trustProxies, h)
			}
		}
		return nil
	})
	var allowHosts []string
	fs.Func("allow-host", "a host `NAME` people reach the server by, besides its IP addresses and localhost (repeat it, or give a comma-separated list; * for any): requests naming another host are refused, a guard against DNS rebinding", func(v string) error {
		for _, h := range strings.Split(v, ",") {
			if h = strings.TrimSpace(h); h != "" {
				allowHosts = append(allowHosts, h)
			}
		}
		return nil
	})
	rateLimit := fs.Float64("rate-limit", 20, "messages per second one WebSocket, and API requests per second one address, may send (bursts of twice as many)")
	pos, code, ok := parseFlags(fs, args)
	if !ok {
		return code
	}
	if len(pos) > 0 {
		fmt.Fprintf(e.stderr, "kindred serve: unexpected argument %q\n", pos[0])
		return exitError
	}
	if *grace <= 0 {
		fmt.Fprintln(e.stderr, "kindred serve: --grace must be positive")
		return exitError
	}
	if *evict < 0 || *maxGames <= 0 || !(*rateLimit > 0) || *perGame <= 0 || *perAddr <= 0 {
		fmt.Fprintln(e.stderr, "kindred serve: --evict-after must be 0 or positive, --max-games, --max-conns-per-game, --max-conns-per-addr and --rate-limit positive")
		return exitError
	}
	if *evict == 0 {
		*evict = -1 // the server's "never"
	}
	logger := slog.New(slog.NewTextHandler(e.stderr, nil))

	cards, err := serveCards(*cardsDir)
	if err != nil {
		fmt.Fprintf(e.stderr, "kindred serve: %v\n", err)
		return exitError
	}

	if *lease <= 0 {
		fmt.Fprintln(e.stderr, "kindred serve: --lease must be positive")
		return exitError
	}

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	// A SQLite file serves one node: a second server on it is refused
	// here, before it could play the same games.
	unlock, err := store.Lock(*db)
	if err != nil {
		fmt.Fprintf(e.stderr, "kindred serve: %v\n", err)
		return exitError
	}
	defer unlock()
	st, err := store.Open(ctx, *db)
	if err != nil {
		fmt.Fprintf(e.stderr, "kindred serve: %v\n", err)
		return exitError
	}
	defer st.Close()
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		fmt.Fprintf(e.stderr, "kindred serve: %v\n", err)
		return exitError
	}
	defer ln.Close()
	// On PostgreSQL the server is one node of any number: it owns the
	// games it plays (store.Cluster) and forwards the others' requests.
	node, nodeAddr := "", ""
	if _, ok := st.(store.Cluster); ok && store.Shared(*db) {
		node = newNodeID()
		nodeAddr = *advertise
		if nodeAddr == "" {
			t, ok := ln.Addr().(*net.TCPAddr)
			if !ok || t.IP.IsUnspecified() {
				fmt.Fprintf(e.stderr, "kindred serve: listening on %s, every interface: give --advertise http://HOST:PORT, where the other nodes reach this one\n", ln.Addr())
				return exitError
			}
			nodeAddr = "http://" + ln.Addr().String()
		}
	}
	games := serveRegistry(cards)
	srv, err := server.New(server.Config{Store: st, Games: games, Logger: logger, Grace: *grace,
		EvictAfter: *evict, MaxLiveGames: *maxGames, RateLimit: *rateLimit, AllowedHosts: allowHosts,
		MaxConnsPerGame: *perGame, MaxConnsPerAddr: *perAddr, Node: node, Advertise: nodeAddr, LeaseTTL: *lease,
		TrustedProxies: trustProxies})
	if err != nil {
		fmt.Fprintf(e.stderr, "kindred serve: %v\n", err)
		return exitError
	}
	n, err := srv.Resume(ctx)
	if err != nil {
		fmt.Fprintf(e.stderr, "kindred serve: resuming the games: %v\n", err)
		srv.Close()
		return exitError
	}
	hs := &http.Server{Handler: srv.Handler(), ReadHeaderTimeout: 10 * time.Second, IdleTimeout: 2 * time.Minute,
		ErrorLog: slog.NewLogLogger(logger.Handler(), slog.LevelWarn)}
	cardNote := "no card files: built-in decks only"
	if cards != nil {
		cardNote = fmt.Sprintf("%d cards known", len(cards.Cards()))
	}
	fmt.Fprintf(e.stderr, "kindred serve: listening on http://%s (database %s; %d game(s) resumed; games: %s; %s)\n",
		ln.Addr(), store.Describe(*db), n, strings.Join(games.Names(), ", "), cardNote)
	if node != "" {
		fmt.Fprintf(e.stderr, "kindred serve: node %s of those sharing the database, reached at %s\n", node, nodeAddr)
	}
	fmt.Fprintf(e.stderr, "kindred serve: open http://%s in a browser to play\n", openAddr(ln.Addr()))
	errc := make(chan error, 1)
	go func() { errc <- hs.Serve(ln) }()
	select {
	case err := <-errc:
		srv.Close()
		fmt.Fprintf(e.stderr, "kindred serve: %v\n", err)
		return exitError
	case <-ctx.Done():
	}
	fmt.Fprintln(e.stderr, "kindred serve: shutting down")
	sctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	srv.Close() // closes the WebSockets, so Shutdown need not wait for them
	hs.Shutdown(sctx)
	return exitOK
}

// newNodeID names this process among the nodes sharing a database.
func newNodeID() string {
	var b [6]byte
	rand.Read(b[:])
	host, _ := os.Hostname()
	if i := strings.IndexByte(host, '.'); i > 0 {
		host = host[:i]
	}
	if host == "" {
		host = "node"
	}
	return host + "-" + hex.EncodeToString(b[:])
}

// openAddr is the address a browser on this machine opens: a server
// listening on every interface is reached on the loopback one.
func openAddr(a net.Addr) string {
	if t, ok := a.(*net.TCPAddr); ok && t.IP.IsUnspecified() {
		return net.JoinHostPort("127.0.0.1", fmt.Sprint(t.Port))
	}
	return a.String()
}
