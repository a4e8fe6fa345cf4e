package server

import (
	"context"
	"net/http"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestLongClockLeavesMemory: a game whose person's clock for the whole
// game is long leaves memory while it waits (the clock does not hold it
// there), keeps in the store whose turn it is and when the clock runs
// out, and is brought back by the server once it has: the bot plays the
// seat for the rest of the game, and the game ends with nobody there. The
// clock counts the time the game spent out of memory and across a
// restart.
func TestLongClockLeavesMemory(t *testing.T) {
	for _, game := range testGames {
		t.Run(game, func(t *testing.T) {
			db := filepath.Join(t.TempDir(), "k.db")
			st := openStore(t, db)
			cfg := Config{Store: st, EvictAfter: time.Hour, sweepEvery: 100 * time.Millisecond}
			ts := startServer(t, cfg)
			req := longGame(game, 3, 9)
			req.Clock, req.ClockMode = 5, clockPerGame
			g := ts.create(t, req)
			c := ts.dial(t, g.ID, "seat=0&token="+g.Seats[0].Token)
			c.decision()
			c.ws.CloseNow()
			sm := ts.summaryOf(t, g.ID)
			if sm.Deciding != 0 || sm.Deadline == 0 {
				t.Fatalf("the summary does not say the game waits for seat 0's clock: %+v", sm)
			}
			deadline := time.Now().Add(5 * time.Second)
			for ts.EvictIdle(context.Background(), 0) == 0 {
				if time.Now().After(deadline) {
					t.Fatal("the game waiting on a long clock stayed in memory")
				}
				time.Sleep(10 * time.Millisecond)
			}
			// A restart in the middle: the clock keeps its deadline.
			ts.close()
			st.Close()
			st2 := openStore(t, db)
			cfg.Store = st2
			ts2 := startServer(t, cfg)
			// (Unless the clock ran out meanwhile, on a slow machine: then a
			// bot has the seat, and the game waits for nobody.)
			if got := ts2.summaryOf(t, g.ID); got.Deciding == 0 && got.Deadline != sm.Deadline {
				t.Errorf("the deadline moved across the restart: %d, was %d", got.Deadline, sm.Deadline)
			}
			ts2.EvictIdle(context.Background(), 0)
			waitOverInStore(t, st2, g.ID)
			if logs := ts2.logs.String(); !strings.Contains(logs, "seat played by a bot: its clock ran out") {
				t.Errorf("the clock did not run out:\n%s", logs)
			}
		})
	}
}

// TestClockOptions: the lobby takes clocks of up to 30 days, per turn or
// for the whole game, and refuses others saying why.
func TestClockOptions(t *testing.T) {
	ts := startServer(t, Config{})
	for _, tc := range []struct {
		clock  int
		mode   string
		status int
		says   string
	}{
		{30 * 24 * 3600, clockPerTurn, http.StatusCreated, ""},
		{7 * 24 * 3600, clockPerGame, http.StatusCreated, ""},
		{3600, "", http.StatusCreated, ""},
		{30*24*3600 + 1, "", http.StatusBadRequest, "30 days"},
		{3600, "week", http.StatusBadRequest, `want \"turn\"`},
		{0, clockPerGame, http.StatusBadRequest, "needs a clock"},
	} {
		req := humanVsBotsOf("hoard", 2, 1)
		req.Clock, req.ClockMode = tc.clock, tc.mode
		status, body := ts.browser(t).call(t, "POST", "/api/games", req)
		if status != tc.status || !strings.Contains(string(body), tc.says) {
			t.Errorf("clock %d %q: %d %s, want %d saying %q", tc.clock, tc.mode, status, body, tc.status, tc.says)
		}
	}
}
