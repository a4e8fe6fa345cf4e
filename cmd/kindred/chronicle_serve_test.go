package main

import (
	"context"
	"encoding/json"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// helperServeFast is helperServe with a rate limit a test answering as
// fast as it can stays under.
func helperServeFast(db string) *exec.Cmd {
	cmd := exec.Command(os.Args[0], "-test.run=^TestHelperServe$")
	cmd.Env = append(os.Environ(), "KINDRED_CARDS=",
		helperServeEnv+"="+strings.Join([]string{"serve", "--addr", "127.0.0.1:0", "--db", "sqlite:" + db, "--rate-limit", "1000"}, "\n"))
	return cmd
}

// campaignState is what the test reads of GET /api/campaigns/{id}.
type campaignState struct {
	Played     int      `json:"played"`
	Total      int      `json:"total"`
	InProgress string   `json:"in_progress"`
	Details    []string `json:"details"`
}

// postJSONTo posts body to url and decodes the answer into out, failing
// the test unless the status is want.
func postJSONTo(t *testing.T, url, body string, want int, out any) {
	t.Helper()
	resp, err := http.Post(url, "application/json", strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != want {
		var e struct{ Error string }
		json.NewDecoder(resp.Body).Decode(&e)
		t.Fatalf("POST %s: %d %s (want %d)", url, resp.StatusCode, e.Error, want)
	}
	if out != nil {
		if err := json.NewDecoder(resp.Body).Decode(out); err != nil {
			t.Fatal(err)
		}
	}
}

// playOut answers seat 0's decisions until the game is over.
func (c *seatConn) playOut() {
	c.t.Helper()
	for answered := 0; ; answered++ {
		if answered == 5000 {
			c.t.Fatal("no end after 5000 answers")
		}
		ctx, cancel := context.WithTimeout(context.Background(), 15*time.Second)
		_, b, err := c.ws.Read(ctx)
		cancel()
		if err != nil {
			c.t.Fatal(err)
		}
		var m struct {
			Type  string `json:"type"`
			State *struct {
				At       int             `json:"at"`
				Decision json.RawMessage `json:"decision"`
				Result   json.RawMessage `json:"result"`
			} `json:"state"`
		}
		if err := json.Unmarshal(b, &m); err != nil {
			c.t.Fatal(err)
		}
		switch {
		case m.Type != "view":
		case len(m.State.Result) > 0 && string(m.State.Result) != "null":
			return
		case len(m.State.Decision) > 0 && string(m.State.Decision) != "null":
			c.answer(m.State.At, 0)
		}
	}
}

// TestServeChronicleSurvivesKill plays a Heritage chronicle on `kindred
// serve` over HTTP and WebSocket and kills the server with SIGKILL twice:
// in the middle of the chronicle's first game (the game resumes where the
// acknowledged choices left it) and after it ended (the chronicle has
// moved on, its state derived from the game's log, and starts its next
// game).
func TestServeChronicleSurvivesKill(t *testing.T) {
	db := filepath.Join(t.TempDir(), "games.db")
	p := startServe(t, helperServeFast, db)
	var c struct{ ID string }
	postJSONTo(t, p.url+"/api/campaigns", `{"game":"heritage","name":"Kill","players":["Anna","Bob"]}`, http.StatusCreated, &c)
	var g struct {
		ID    string
		Seats []struct{ Token string }
	}
	postJSONTo(t, p.url+"/api/campaigns/"+c.ID+"/games", `{"seats":[{"player":"human"},{"player":"bot"}],"seed":9}`, http.StatusCreated, &g)
	conn := dialSeat(t, p.url, g.ID, g.Seats[0].Token)
	for range 5 {
		at, _ := conn.decision()
		conn.answer(at, 0)
	}

	// Kill 1, in the middle of the game.
	p.cmd.Process.Signal(syscall.SIGKILL)
	<-p.done
	p = startServe(t, helperServeFast, db)
	// read reads the chronicle afresh (absent fields are zero).
	read := func() (st campaignState) {
		getJSON(t, p.url+"/api/campaigns/"+c.ID, &st)
		return st
	}
	st := read()
	if st.InProgress != g.ID || st.Played != 0 {
		t.Fatalf("after kill -9 in the game: %+v", st)
	}
	dialSeat(t, p.url, g.ID, g.Seats[0].Token).playOut()
	deadline := time.Now().Add(30 * time.Second)
	for st = read(); st.Played != 1; st = read() {
		if time.Now().After(deadline) {
			t.Fatalf("the chronicle did not move on: %+v", st)
		}
		time.Sleep(20 * time.Millisecond)
	}
	before := st

	// Kill 2, between games.
	p.cmd.Process.Signal(syscall.SIGKILL)
	<-p.done
	p = startServe(t, helperServeFast, db)
	if st = read(); st.Played != 1 || st.InProgress != "" || st.Total != 6 || strings.Join(st.Details, "|") != strings.Join(before.Details, "|") {
		t.Fatalf("after kill -9 between games: %+v, before: %+v (game 1: %s)", st, before, g.ID)
	}
	var next struct{ N int }
	postJSONTo(t, p.url+"/api/campaigns/"+c.ID+"/games", `{}`, http.StatusCreated, &next)
	if next.N != 2 {
		t.Errorf("the next game is number %d, want 2", next.N)
	}
}
