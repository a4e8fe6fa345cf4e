package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/coder/websocket"

	"kindred/engine/enginetest"
	"kindred/games"
	"kindred/store"
	"kindred/vtes/carddb"
)

// TestServeUsage: bad flags and databases are refused with exit status 2
// and a message naming the problem.
func TestServeUsage(t *testing.T) {
	cases := []struct {
		args []string
		says string
	}{
		{[]string{"serve", "extra"}, `unexpected argument "extra"`},
		{[]string{"serve", "--db", "mysql://x@y/z"}, `unknown kind "mysql"`},
		{[]string{"serve", "--db", t.TempDir()}, "is a directory"},
		{[]string{"serve", "--grace", "0s"}, "--grace must be positive"},
		{[]string{"serve", "--evict-after", "-1s"}, "--evict-after must be 0 or positive"},
		{[]string{"serve", "--max-games", "0"}, "--max-games, --max-conns-per-game, --max-conns-per-addr and --rate-limit positive"},
		{[]string{"serve", "--cards", filepath.Join(t.TempDir(), "none")}, "none"},
		{[]string{"serve", "--lease", "0s"}, "--lease must be positive"},
		{[]string{"serve", "--addr", "127.0.0.1:99999", "--db", filepath.Join(t.TempDir(), "k.db")}, "99999"},
	}
	for _, c := range cases {
		code, _, errOut := kindred(t, c.args...)
		if code != exitError || !strings.Contains(errOut, c.says) {
			t.Errorf("%v: exit %d, stderr %q (want 2 and %q)", c.args, code, errOut, c.says)
		}
	}
	code, _, errOut := kindred(t, "serve", "-h")
	for _, flag := range []string{"--addr HOST:PORT", "--db URL", "--cards DIR", "--grace", "--evict-after", "--max-games", "--rate-limit",
		"--max-conns-per-game", "--max-conns-per-addr", "--allow-host NAME", "--advertise URL", "--lease"} {
		if code != exitOK || !strings.Contains(errOut, flag) {
			t.Errorf("serve -h: exit %d, help lacks %q:\n%s", code, flag, errOut)
		}
	}
}

// serveProc is a `kindred serve` process.
type serveProc struct {
	cmd  *exec.Cmd
	url  string
	mu   sync.Mutex
	logs bytes.Buffer
	done chan struct{}
}

func (p *serveProc) log() string {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.logs.String()
}

var listening = regexp.MustCompile(`listening on (http://\S+)`)

// serveCommand makes the command that serves the games of a kill test
// on the SQLite file db, on a free loopback port.
type serveCommand func(db string) *exec.Cmd

// binaryServe runs `kindred serve` from the binary bin: the real program,
// which registers the real games only.
func binaryServe(bin string) serveCommand {
	return func(db string) *exec.Cmd {
		cmd := exec.Command(bin, "serve", "--addr", "127.0.0.1:0", "--db", "sqlite:"+db)
		cmd.Env = append(os.Environ(), "KINDRED_CARDS=")
		return cmd
	}
}

// helperServe runs `kindred serve` in the test binary itself
// (TestHelperServe), which registers the engine's test game beside the
// real games: the binary has no way to, and should have none.
func helperServe(db string) *exec.Cmd {
	cmd := exec.Command(os.Args[0], "-test.run=^TestHelperServe$")
	cmd.Env = append(os.Environ(), "KINDRED_CARDS=",
		helperServeEnv+"="+strings.Join([]string{"serve", "--addr", "127.0.0.1:0", "--db", "sqlite:" + db}, "\n"))
	return cmd
}

// helperServeEnv holds, one a line, the arguments TestHelperServe runs.
const helperServeEnv = "KINDRED_TEST_HELPER_SERVE"

// TestHelperServe is not a test but `kindred serve` with the engine's test
// game Hoard registered after the real games, for TestServeSurvivesKill to
// run in a process of its own (the test binary, with helperServeEnv set).
// Run as a test, it does nothing.
func TestHelperServe(t *testing.T) {
	args := os.Getenv(helperServeEnv)
	if args == "" {
		return
	}
	serveRegistry = func(db *carddb.DB) *games.Registry {
		r, err := games.NewRegistry(append(registry(db).All(), enginetest.Hoard{})...)
		if err != nil {
			panic(err)
		}
		return r
	}
	os.Exit(run(&env{stdout: os.Stdout, stderr: os.Stderr, stdin: os.Stdin}, strings.Split(args, "\n")))
}

// startServe starts a server by serve on the SQLite file db and waits
// until it listens.
func startServe(t *testing.T, serve serveCommand, db string) *serveProc {
	t.Helper()
	cmd := serve(db)
	stderr, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	p := &serveProc{cmd: cmd, done: make(chan struct{})}
	found := make(chan string, 1)
	go func() {
		sc := bufio.NewScanner(stderr)
		for sc.Scan() {
			p.mu.Lock()
			p.logs.WriteString(sc.Text() + "\n")
			p.mu.Unlock()
			if m := listening.FindStringSubmatch(sc.Text()); m != nil {
				found <- m[1]
			}
		}
		cmd.Wait()
		close(p.done)
	}()
	t.Cleanup(func() {
		cmd.Process.Kill()
		<-p.done
	})
	select {
	case p.url = <-found:
	case <-p.done:
		t.Fatalf("kindred serve exited:\n%s", p.log())
	case <-time.After(30 * time.Second):
		t.Fatalf("kindred serve did not listen:\n%s", p.log())
	}
	return p
}

func getJSON(t *testing.T, url string, v any) {
	t.Helper()
	resp, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != 200 {
		t.Fatalf("GET %s: %d %s", url, resp.StatusCode, b)
	}
	if err := json.Unmarshal(b, v); err != nil {
		t.Fatalf("GET %s: %v", url, err)
	}
}

type gameSummary struct {
	Game    string `json:"game"`
	Choices int    `json:"choices"`
	Hash    string `json:"hash"`
	Turn    int    `json:"turn"`
	State   string `json:"state"`
}

// seatConn is the test's WebSocket for seat 0.
type seatConn struct {
	t  *testing.T
	ws *websocket.Conn
}

type serverMsg struct {
	Type  string `json:"type"`
	At    int    `json:"at"`
	Error string `json:"error"`
	State *struct {
		At       int `json:"at"`
		Decision *struct {
			Options []string `json:"options"`
		} `json:"decision"`
	} `json:"state"`
}

func dialSeat(t *testing.T, base, id, token string) *seatConn {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	u := strings.Replace(base, "http://", "ws://", 1) + "/api/games/" + id + "/ws?seat=0&token=" + token
	ws, _, err := websocket.Dial(ctx, u, nil)
	if err != nil {
		t.Fatal(err)
	}
	ws.SetReadLimit(1 << 22)
	t.Cleanup(func() { ws.CloseNow() })
	return &seatConn{t: t, ws: ws}
}

func (c *seatConn) read() serverMsg {
	c.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 15*time.Second)
	defer cancel()
	_, b, err := c.ws.Read(ctx)
	if err != nil {
		c.t.Fatal(err)
	}
	var m serverMsg
	if err := json.Unmarshal(b, &m); err != nil {
		c.t.Fatal(err)
	}
	return m
}

// decision waits for a view where seat 0 decides and returns its "at" and
// number of options.
func (c *seatConn) decision() (int, int) {
	c.t.Helper()
	for {
		m := c.read()
		if m.Type == "view" && m.State.Decision != nil {
			return m.State.At, len(m.State.Decision.Options)
		}
	}
}

// answer sends an answer and waits for its acknowledgement, returning the
// number of choices then stored.
func (c *seatConn) answer(at, option int) int {
	c.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if err := c.ws.Write(ctx, websocket.MessageText, fmt.Appendf(nil, `{"type":"answer","at":%d,"option":%d}`, at, option)); err != nil {
		c.t.Fatal(err)
	}
	for {
		m := c.read()
		switch m.Type {
		case "ack":
			return m.At
		case "error":
			c.t.Fatalf("answer refused: %s", m.Error)
		}
	}
}

// TestServeSurvivesKill plays over HTTP and WebSocket, kills the server
// with SIGKILL (twice: once at rest, once right after an acknowledgement)
// and restarts it on the same SQLite file: every acknowledged choice is
// there and the state hash is the same. V:TES is served by the binary,
// built here; the engine's test game Hoard by the test binary itself
// (TestHelperServe), since the real binary does not register it.
func TestServeSurvivesKill(t *testing.T) {
	dir := t.TempDir()
	bin := filepath.Join(dir, "kindred")
	build := exec.Command("go", "build", "-o", bin, ".")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	for _, tc := range []struct {
		game    string
		serve   serveCommand
		body    string
		answers int // before the first kill
	}{
		{"vtes", binaryServe(bin), `{"seats":[{"player":"human"},{"player":"bot"},{"player":"bot"},{"player":"bot"}],"seed":77}`, 12},
		// No target the players can reach: the game lasts until the deck
		// is out and every seat passes.
		{"hoard", helperServe, `{"game":"hoard","seats":[{"player":"human"},{"player":"bot","bot":"random"}],"rules":{"hand":"6","target":"200"},"seed":77}`, 4},
	} {
		t.Run(tc.game, func(t *testing.T) { serveSurvivesKill(t, tc.serve, tc.game, tc.body, tc.answers) })
	}
}

func serveSurvivesKill(t *testing.T, serve serveCommand, game, body string, answers int) {
	db := filepath.Join(t.TempDir(), "games.db")
	p := startServe(t, serve, db)

	resp, err := http.Post(p.url+"/api/games", "application/json", strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	var created struct {
		ID    string `json:"id"`
		Seats []struct {
			Token string `json:"token"`
		} `json:"seats"`
	}
	json.NewDecoder(resp.Body).Decode(&created)
	resp.Body.Close()
	if resp.StatusCode != http.StatusCreated || created.ID == "" {
		t.Fatalf("create: %d", resp.StatusCode)
	}
	token := created.Seats[0].Token
	c := dialSeat(t, p.url, created.ID, token)
	for i := range answers {
		at, n := c.decision()
		c.answer(at, (i*7)%n)
	}
	c.decision() // the view after the last answer: everything stored
	var before gameSummary
	getJSON(t, p.url+"/api/games/"+created.ID, &before)
	if before.Game != game {
		t.Fatalf("the game is one of %q, want %q", before.Game, game)
	}

	// Kill 1, at rest.
	p.cmd.Process.Signal(syscall.SIGKILL)
	<-p.done
	p = startServe(t, serve, db)
	var after gameSummary
	getJSON(t, p.url+"/api/games/"+created.ID, &after)
	if after != before {
		t.Fatalf("after kill -9: %+v, before: %+v", after, before)
	}
	if want := "hash=" + before.Hash; !strings.Contains(p.log(), "resumed game") || !strings.Contains(p.log(), want) {
		t.Errorf("the restart log does not show the resumed game with %s:\n%s", want, p.log())
	}

	// Kill 2, right after an acknowledgement.
	c = dialSeat(t, p.url, created.ID, token)
	at, n := c.decision()
	if at != before.Choices {
		t.Fatalf("after the restart the decision is at %d, the game had %d choices", at, before.Choices)
	}
	c.answer(at, n-1)
	at, n = c.decision()
	acked := c.answer(at, 0)
	p.cmd.Process.Signal(syscall.SIGKILL)
	<-p.done

	st, err := store.Open(context.Background(), "sqlite:"+db)
	if err != nil {
		t.Fatal(err)
	}
	stored, err := st.Load(context.Background(), created.ID)
	st.Close()
	if err != nil {
		t.Fatal(err)
	}
	if len(stored.Choices) < acked || stored.Header.Game != game {
		t.Fatalf("acknowledged %d choices, %d stored, of a game of %q", acked, len(stored.Choices), stored.Header.Game)
	}
	p = startServe(t, serve, db)
	getJSON(t, p.url+"/api/games/"+created.ID, &after)
	last := fmt.Sprintf("%016x", stored.Choices[len(stored.Choices)-1].Hash)
	if after.Choices != len(stored.Choices) || after.Hash != last {
		t.Fatalf("after the second kill: %+v, the store has %d choices ending with hash %s", after, len(stored.Choices), last)
	}
	// The game goes on.
	c = dialSeat(t, p.url, created.ID, token)
	for range 3 {
		at, n := c.decision()
		c.answer(at, n-1)
	}

	// SIGTERM stops it cleanly.
	p.cmd.Process.Signal(syscall.SIGTERM)
	select {
	case <-p.done:
	case <-time.After(10 * time.Second):
		t.Fatal("kindred serve did not stop on SIGTERM")
	}
	if code := p.cmd.ProcessState.ExitCode(); code != 0 {
		t.Errorf("exit code %d after SIGTERM:\n%s", code, p.log())
	}
	if strings.Contains(p.log(), token) {
		t.Error("the server log shows a join token")
	}
}
