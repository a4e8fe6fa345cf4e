package main

import (
	"bytes"
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"

	_ "github.com/jackc/pgx/v5/stdlib"

	"kindred/engine"
	"kindred/store"
)

// postgresForTest returns the address of a schema of its own in the
// PostgreSQL database KINDRED_TEST_POSTGRES names, dropped at the end. In
// CI (CI=true) the variable must be set (.ci/run starts a server).
func postgresForTest(t *testing.T) string {
	base := os.Getenv("KINDRED_TEST_POSTGRES")
	if base == "" {
		if os.Getenv("CI") == "true" {
			t.Fatal("KINDRED_TEST_POSTGRES is not set: CI must run the PostgreSQL tests (.ci/run starts a server)")
		}
		t.Skip("KINDRED_TEST_POSTGRES not set: the several-node test needs PostgreSQL")
	}
	admin, err := sql.Open("pgx", base)
	if err != nil {
		t.Fatal(err)
	}
	var b [6]byte
	rand.Read(b[:])
	schema := "kindred_nodes_" + hex.EncodeToString(b[:])
	if _, err := admin.Exec(`CREATE SCHEMA ` + schema); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		admin.Exec(`DROP SCHEMA ` + schema + ` CASCADE`)
		admin.Close()
	})
	sep := "?"
	if strings.Contains(base, "?") {
		sep = "&"
	}
	return base + sep + "search_path=" + schema
}

// helperNode runs a node of several (`kindred serve` on PostgreSQL, with
// Hoard registered) in the test binary.
func helperNode(db string) *exec.Cmd {
	cmd := exec.Command(os.Args[0], "-test.run=^TestHelperServe$")
	cmd.Env = append(os.Environ(), "KINDRED_CARDS=",
		helperServeEnv+"="+strings.Join([]string{"serve", "--addr", "127.0.0.1:0", "--db", db, "--lease", "2s", "--rate-limit", "1000"}, "\n"))
	return cmd
}

// call sends a request to base and returns the status and body.
func call(t *testing.T, method, url string, body []byte) (int, []byte) {
	t.Helper()
	req, err := http.NewRequest(method, url, bytes.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return 0, []byte(err.Error())
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, b
}

// nodeGame is a game of the several-node test and what was acknowledged.
type nodeGame struct {
	id, token string
	acked     int // choices stored when the last answer was acknowledged
}

// playVia answers game g's seat 0 through node base over HTTP, up to n
// answers (0: to the end), trying again while the game changes nodes (a
// node that died, whose lease has not run out yet, answers 502 through
// the others). It returns whether the game is over.
func playVia(t *testing.T, base string, g *nodeGame, n int) bool {
	t.Helper()
	deadline := time.Now().Add(60 * time.Second)
	last := ""
	for answered := 0; n == 0 || answered < n; {
		if time.Now().After(deadline) {
			t.Fatalf("game %s does not go on through %s: %s", g.id, base, last)
		}
		status, b := call(t, "GET", base+"/api/games/"+g.id+"/view?seat=0&token="+g.token, nil)
		last = fmt.Sprintf("view: %d %.300s", status, b)
		if status != http.StatusOK {
			if status == http.StatusBadGateway || status == http.StatusServiceUnavailable || status == 0 {
				time.Sleep(100 * time.Millisecond)
				continue
			}
			t.Fatalf("view of %s through %s: %d %s", g.id, base, status, b)
		}
		var v struct {
			State struct {
				At       int `json:"at"`
				Decision *struct {
					Options []string `json:"options"`
				} `json:"decision"`
				Result json.RawMessage `json:"result"`
			} `json:"state"`
		}
		if err := json.Unmarshal(b, &v); err != nil {
			t.Fatal(err)
		}
		if v.State.At < g.acked {
			t.Fatalf("game %s: %d choices acknowledged, the view through %s is at %d", g.id, g.acked, base, v.State.At)
		}
		if len(v.State.Result) > 0 && string(v.State.Result) != "null" {
			return true
		}
		if v.State.Decision == nil {
			time.Sleep(20 * time.Millisecond)
			continue
		}
		body := fmt.Appendf(nil, `{"seat":0,"token":%q,"at":%d,"option":%d}`, g.token, v.State.At, (v.State.At*7)%len(v.State.Decision.Options))
		status, b = call(t, "POST", base+"/api/games/"+g.id+"/answer", body)
		last = fmt.Sprintf("answer: %d %.300s", status, b)
		switch status {
		case http.StatusOK:
			g.acked = v.State.At + 1
			answered++
		case http.StatusBadGateway, http.StatusServiceUnavailable, http.StatusConflict, 0:
			time.Sleep(50 * time.Millisecond)
		default:
			t.Fatalf("answer in %s through %s: %d %s", g.id, base, status, b)
		}
	}
	return false
}

// lobbyIDs returns the ids GET /api/games lists on node base.
func lobbyIDs(t *testing.T, base string) []string {
	var list struct {
		Games []struct {
			ID string `json:"id"`
		} `json:"games"`
	}
	getJSON(t, base+"/api/games", &list)
	var ids []string
	for _, g := range list.Games {
		ids = append(ids, g.ID)
	}
	slices.Sort(ids)
	return ids
}

// TestSeveralNodes: three `kindred serve` processes on one PostgreSQL
// database. Games created on one node are played through another (HTTP
// and WebSocket, forwarded to the owner); every node's lobby lists the
// same games; the owner is killed with SIGKILL mid-game and its games are
// finished through the survivors, which take them over once its lease
// runs out: every acknowledged choice is there, and each stored log
// replays with every state hash checked.
func TestSeveralNodes(t *testing.T) {
	db := postgresForTest(t)
	var nodes []*serveProc
	for range 3 {
		nodes = append(nodes, startServe(t, func(string) *exec.Cmd { return helperNode(db) }, ""))
	}
	body := []byte(`{"game":"hoard","seats":[{"player":"human"},{"player":"bot","bot":"random"}],"rules":{"hand":"6","target":"60"}}`)
	var games []*nodeGame
	for i := range 4 {
		owner := nodes[0]
		if i == 3 {
			owner = nodes[1]
		}
		status, b := call(t, "POST", owner.url+"/api/games", body)
		var created struct {
			ID    string `json:"id"`
			Seats []struct {
				Token string `json:"token"`
			} `json:"seats"`
		}
		if status != http.StatusCreated || json.Unmarshal(b, &created) != nil {
			t.Fatalf("create on node %d: %d %s", i, status, b)
		}
		games = append(games, &nodeGame{id: created.ID, token: created.Seats[0].Token})
	}
	// Every node lists the same games.
	want := lobbyIDs(t, nodes[0].url)
	if len(want) != len(games) {
		t.Fatalf("the lobby lists %d games, %d created", len(want), len(games))
	}
	for i, n := range nodes[1:] {
		if got := lobbyIDs(t, n.url); !slices.Equal(got, want) {
			t.Errorf("node %d lists %v, node 0 %v", i+1, got, want)
		}
	}
	// Node 0's first game over a WebSocket through node 1 (forwarded).
	c := dialSeat(t, nodes[1].url, games[0].id, games[0].token)
	for i := range 3 {
		at, n := c.decision()
		games[0].acked = c.answer(at, (i*7)%n)
	}
	c.ws.CloseNow()
	// The others over HTTP through nodes 1 and 2.
	for i, g := range games[1:] {
		playVia(t, nodes[1+i%2].url, g, 2)
	}
	if strings.Contains(nodes[1].log()+nodes[2].log(), "game claimed by this node") {
		t.Fatalf("a node played a game of a live node:\n%s\n%s", nodes[1].log(), nodes[2].log())
	}
	// kindred bench serve drives the three nodes: each game created on
	// one and played through the next.
	addrs := []string{}
	for _, n := range nodes {
		addrs = append(addrs, strings.TrimPrefix(n.url, "http://"))
	}
	code, out, errOut := kindred(t, "bench", "serve", "--addr", strings.Join(addrs, ","),
		"--games", "3", "--rate", "15", "--duration", "1s", "--json")
	var r serveReport
	if code != exitOK || json.Unmarshal([]byte(out), &r) != nil {
		t.Fatalf("bench serve on three nodes: exit %d %s\n%s", code, errOut, out)
	}
	if r.Server != nodes[0].url+","+nodes[1].url+","+nodes[2].url || r.Held != 3 || r.Answers == 0 || r.Errors != 0 {
		t.Errorf("bench serve on three nodes: server %q, %d held, %d answers, %d errors (%s)", r.Server, r.Held, r.Answers, r.Errors, r.FirstError)
	}
	// Kill node 0 right after an acknowledgement.
	playVia(t, nodes[2].url, games[1], 1)
	nodes[0].cmd.Process.Signal(syscall.SIGKILL)
	<-nodes[0].done
	// Its games finish through the survivors.
	for i, g := range games {
		if !playVia(t, nodes[1+i%2].url, g, 0) {
			t.Fatalf("game %s did not end", g.id)
		}
	}
	// Every game's log: every acknowledged choice there, every hash
	// checked by a replay, the game recorded over.
	st, err := store.Open(context.Background(), db)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	reg, err := testGames("", false)
	if err != nil {
		t.Fatal(err)
	}
	for _, g := range games {
		var sg *store.Game
		deadline := time.Now().Add(20 * time.Second)
		for {
			if sg, err = st.Load(context.Background(), g.id); err != nil {
				t.Fatal(err)
			}
			if sg.Over || time.Now().After(deadline) {
				break
			}
			time.Sleep(50 * time.Millisecond)
		}
		if !sg.Over || len(sg.Choices) < g.acked {
			t.Errorf("game %s: over %v, %d choices stored, %d acknowledged", g.id, sg.Over, len(sg.Choices), g.acked)
		}
		tb, err := engine.Resume(reg.NewGame, &engine.Log{Header: sg.Header, Choices: sg.Choices})
		if err != nil {
			t.Errorf("game %s: the stored log does not replay: %v", g.id, err)
			continue
		}
		if tb.Game().Pending() != nil {
			t.Errorf("game %s: stored over, the replay is not", g.id)
		}
	}
	if !strings.Contains(nodes[1].log()+nodes[2].log(), "game claimed by this node") {
		t.Errorf("no survivor took a game over:\n%s\n%s", nodes[1].log(), nodes[2].log())
	}
}

// TestSecondNodeOnSQLite: a second `kindred serve` on the SQLite file
// another one serves is refused at start, saying why.
func TestSecondNodeOnSQLite(t *testing.T) {
	db := t.TempDir() + "/games.db"
	startServe(t, helperServe, db)
	code, _, errOut := kindred(t, "serve", "--addr", "127.0.0.1:0", "--db", "sqlite:"+db)
	if code != exitError || !strings.Contains(errOut, "another kindred serve uses it") || !strings.Contains(errOut, "PostgreSQL") {
		t.Fatalf("a second server on one SQLite file: exit %d, %q", code, errOut)
	}
}
