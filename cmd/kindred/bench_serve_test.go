package main

import (
	"context"
	"encoding/json"
	"net"
	"net/http"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"kindred/server"
	"kindred/store"
)

// TestBenchServe runs the load generator briefly against a server in its
// own process and checks that its report holds real measurements: games
// held, answers and choices made, latencies in order, memory per game.
// Sixteen games: the heap's noise between two measures (the collector's
// timing, more so under the race detector) is some hundred KiB, as much as
// four idle games (a race run measured 0 KiB per idle game with four).
func TestBenchServe(t *testing.T) {
	code, out, errOut := kindred(t, "bench", "serve", "--games", "16", "--rate", "40", "--duration", "1500ms", "--json")
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var r serveReport
	if err := json.Unmarshal([]byte(out), &r); err != nil {
		t.Fatalf("%v:\n%s", err, out)
	}
	l := r.LatencyMs
	switch {
	case !strings.HasPrefix(r.Server, "in-process 127.0.0.1:") || !strings.HasPrefix(r.Database, "sqlite:"):
		t.Errorf("server %q, database %q", r.Server, r.Database)
	case r.Games != 16 || r.Held != 16 || r.MinHeld != 16 || r.ServerLive < 16:
		t.Errorf("games %d, held %d (fewest %d), server holds %d", r.Games, r.Held, r.MinHeld, r.ServerLive)
	case r.Answers == 0 || r.AnswersPerSecond <= 0 || r.Choices < r.Answers || r.ChoicesPerSecond <= 0:
		t.Errorf("answers %d (%g/s), choices %d (%g/s)", r.Answers, r.AnswersPerSecond, r.Choices, r.ChoicesPerSecond)
	case l.N == 0 || l.P50 <= 0 || l.P50 > l.P90 || l.P90 > l.P99 || l.P99 > l.Max:
		t.Errorf("latencies %+v", l)
	case r.IdleKiB <= 0 || r.ConnectedKiB <= 0 || r.LiveKiB <= 0:
		t.Errorf("memory per game: idle %g, connected %g, live %g KiB", r.IdleKiB, r.ConnectedKiB, r.LiveKiB)
	case r.Errors != 0:
		t.Errorf("%d errors, the first: %s", r.Errors, r.FirstError)
	case r.Goal.Met || !strings.Contains(strings.Join(r.Goal.Missing, ";"), "16 live games held, not 10000"):
		t.Errorf("goal with 16 games: %+v", r.Goal)
	}

	code, out, errOut = kindred(t, "bench", "serve", "--games", "2", "--rate", "20", "--duration", "500ms", "--seats", "2")
	for _, w := range []string{"live games held:", "answer → next view: p50", "memory per game:    idle", "goal 10000 live games"} {
		if code != exitOK || !strings.Contains(out, w) {
			t.Errorf("exit %d %s; the report lacks %q:\n%s", code, errOut, w, out)
		}
	}
}

// TestBenchServeAddr drives a server that runs apart (here in the test's
// own goroutines) through --addr: no memory is measured, so the goal
// cannot be judged met.
func TestBenchServeAddr(t *testing.T) {
	st, err := store.Open(context.Background(), "sqlite:"+filepath.Join(t.TempDir(), "k.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	srv, err := server.New(server.Config{Store: st, Games: registry(nil), RateLimit: 1000})
	if err != nil {
		t.Fatal(err)
	}
	defer srv.Close()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	hs := &http.Server{Handler: srv.Handler()}
	go hs.Serve(ln)
	defer hs.Close()
	code, out, errOut := kindred(t, "bench", "serve", "--addr", ln.Addr().String(), "--games", "3", "--rate", "30", "--duration", "1s", "--json")
	var r serveReport
	if code != exitOK || json.Unmarshal([]byte(out), &r) != nil {
		t.Fatalf("exit %d %s\n%s", code, errOut, out)
	}
	if r.Server != "http://"+ln.Addr().String() || r.Held != 3 || r.Answers == 0 || r.LatencyMs.N == 0 || r.IdleKiB != 0 ||
		!strings.Contains(strings.Join(r.Goal.Missing, ";"), "memory not measured") || r.Errors != 0 {
		t.Errorf("report: %+v", r)
	}
}

// TestBenchServeUsage: bad flags, and more games than the process may
// open sockets for, are refused with exit status 2 and a message.
func TestBenchServeUsage(t *testing.T) {
	cases := []struct {
		args []string
		says string
	}{
		{[]string{"--games", "0"}, "--games 0"},
		{[]string{"--rate", "0"}, "--rate 0"},
		{[]string{"--rate", "NaN"}, "--rate NaN"},
		{[]string{"--rate", "1e-9"}, "--rate 1e-09"},
		{[]string{"--duration", "0s"}, "--duration 0s"},
		{[]string{"--seats", "9"}, "--seats 9"},
		{[]string{"--game", "hoard"}, `unknown game "hoard" (games: ` + strings.Join(registry(nil).Names(), ", ") + ")"},
		{[]string{"--evict-after", "-1s"}, "--evict-after -1s"},
		{[]string{"extra"}, `unexpected argument "extra"`},
		{[]string{"--addr", "127.0.0.1:1", "--db", "x.db"}, "--db is for the in-process server"},
		{[]string{"--games", "x"}, "invalid value"},
	}
	if limit, known := openFileLimit(); known && limit < 1_000_000 {
		n := strconv.FormatUint(limit, 10)
		cases = append(cases, struct {
			args []string
			says string
		}{[]string{"--games", n}, "--games " + n + " needs about"})
	}
	for _, c := range cases {
		code, _, errOut := kindred(t, append([]string{"bench", "serve"}, c.args...)...)
		if code != exitError || !strings.Contains(errOut, c.says) {
			t.Errorf("%v: exit %d, stderr %q (want 2 and %q)", c.args, code, errOut, c.says)
		}
	}
	if code, _, errOut := kindred(t, "bench", "serve", "-h"); code != exitOK || !strings.Contains(errOut, "--rate R") {
		t.Errorf("bench serve -h: exit %d:\n%s", code, errOut)
	}
}
