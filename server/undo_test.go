package server

import (
	"context"
	"net/http"
	"strings"
	"testing"
	"time"
)

// TestUndoHoard: two people play Hoard. A card hidden face down is taken
// back while the other seat has not decided: the game and the store go
// back one choice, and both players read in the log (each in their
// language) that it happened. Taking back after the other seat decided,
// after a card was shown, or with a stale "at" is refused, saying why.
func TestUndoHoard(t *testing.T) {
	ts := startServer(t, Config{Grace: time.Hour})
	g := ts.create(t, createRequest{Game: "hoard", Seats: []seatConfig{{Player: playerHuman, Name: "Alice"}, {Player: playerHuman, Name: "Bob"}}})
	conns := []*client{ts.dial(t, g.ID, "seat=0&token="+g.Seats[0].Token), ts.dial(t, g.ID, "seat=1&token="+g.Seats[1].Token+"&lang=fr")}
	undone, refusedReveal := false, false
	for step := 0; step < 100 && !(undone && refusedReveal); step++ {
		sm := ts.summaryOf(t, g.ID)
		if sm.Over {
			break
		}
		s := sm.Deciding
		c := conns[s]
		v := c.latest(t, sm.Choices)
		hide, show := -1, -1
		for i, o := range v.Decision.Options {
			switch {
			case strings.HasPrefix(o, "Hide"), strings.HasPrefix(o, "Cacher"):
				hide = i
			case strings.HasPrefix(o, "Play"), strings.HasPrefix(o, "Jouer"):
				show = i
			}
		}
		switch {
		case hide >= 0 && !undone:
			c.answer(v, hide)
			after := c.until(5*time.Second, func(m message) bool { return m.Type == "view" && m.State.At == v.At+1 }).State
			if !after.Undo {
				t.Fatalf("step %d: a hidden card cannot be taken back", step)
			}
			c.send(map[string]any{"type": "undo", "at": after.At})
			back := c.until(5*time.Second, func(m message) bool { return m.Type == "view" && m.State.At == v.At }).State
			if back.Decision == nil || back.Undo {
				t.Fatalf("step %d: after the undo: %+v", step, back)
			}
			if n := storedChoices(t, ts.st, g.ID); n != v.At {
				t.Errorf("the store holds %d choices after the undo, want %d", n, v.At)
			}
			name := []string{"Alice", "Bob"}[s]
			for i, want := range []string{name + " takes back their last choice", name + " reprend son dernier choix"} {
				if !hasLine(conns[i].log, want) {
					conns[i].until(5*time.Second, func(m message) bool { return m.Type == "view" && hasLine(conns[i].log, want) })
				}
			}
			undone = true
		case show >= 0 && undone && !refusedReveal:
			c.answer(v, show)
			c.until(5*time.Second, func(m message) bool { return m.Type == "view" && m.State.At > v.At })
			status, body := ts.postJSON2(t, "/api/games/"+g.ID+"/undo", map[string]any{"seat": s, "token": g.Seats[s].Token, "at": v.At + 1})
			if status != http.StatusConflict || !strings.Contains(body, "revealed") {
				t.Errorf("undoing a card played: %d %s", status, body)
			}
			refusedReveal = true
		default:
			c.answer(v, 0)
		}
	}
	if !undone || !refusedReveal {
		t.Fatalf("the game offered no card to hide (%v) or to play after (%v)", undone, refusedReveal)
	}
	// After the other seat decided, nothing may be taken back; a stale
	// "at", a wrong token neither.
	sm := ts.summaryOf(t, g.ID)
	sg, err := ts.st.Load(context.Background(), g.ID)
	if err != nil {
		t.Fatal(err)
	}
	last := sg.Choices[len(sg.Choices)-1].Seat
	for _, tc := range []struct {
		name   string
		body   map[string]any
		status int
		says   string
	}{
		{"another seat decided", map[string]any{"seat": 1 - last, "token": g.Seats[1-last].Token, "at": sm.Choices}, http.StatusConflict, "another seat has decided"},
		{"stale", map[string]any{"seat": last, "token": g.Seats[last].Token, "at": sm.Choices - 1}, http.StatusConflict, "the game is at choice"},
		{"wrong token", map[string]any{"seat": last, "token": "x", "at": sm.Choices}, http.StatusForbidden, "wrong token"},
	} {
		if sm.Over {
			break
		}
		status, body := ts.postJSON2(t, "/api/games/"+g.ID+"/undo", tc.body)
		if status != tc.status || !strings.Contains(body, tc.says) {
			t.Errorf("%s: %d %s, want %d saying %q", tc.name, status, body, tc.status, tc.says)
		}
	}
}

// TestUndoVTES: in V:TES against bots, the player answers until a choice
// of theirs may be taken back (one among what everyone sees), takes it
// back, and the game and the store go back one choice.
func TestUndoVTES(t *testing.T) {
	ts := startServer(t, Config{})
	g := ts.create(t, humanVsBotsOf("vtes", 3, 31))
	c := ts.dial(t, g.ID, "seat=0&token="+g.Seats[0].Token)
	for range 300 {
		v := c.decision()
		if v.Result != nil {
			t.Fatal("the game ended with no choice to take back")
		}
		if v.Undo {
			c.send(map[string]any{"type": "undo", "at": v.At})
			back := c.until(5*time.Second, func(m message) bool { return m.Type == "view" && m.State.At == v.At-1 }).State
			if back.Decision == nil {
				t.Fatalf("after the undo the seat does not decide: %+v", back)
			}
			if n := storedChoices(t, ts.st, g.ID); n != v.At-1 {
				t.Errorf("the store holds %d choices after the undo, want %d", n, v.At-1)
			}
			if !hasLine(c.log, "takes back their last choice") {
				t.Errorf("the log does not tell the undo: %v", c.log[max(0, len(c.log)-5):])
			}
			c.answer(back, len(back.Decision.Options)-1)
			return
		}
		c.answer(v, 0)
	}
	t.Fatal("no choice could be taken back in 300")
}

// postJSON2 posts v and returns the status and the body.
func (ts *testServer) postJSON2(t *testing.T, path string, v any) (int, string) {
	status, body := ts.browser(t).call(t, "POST", path, v)
	return status, string(body)
}

// latest reads the messages c has had and returns the last view, once it
// shows the game at choice at.
func (c *client) latest(t *testing.T, at int) *viewJSON {
	t.Helper()
	if c.view != nil && c.view.At == at {
		for {
			if _, err := c.tryRead(20 * time.Millisecond); err != nil {
				return c.view
			}
		}
	}
	return c.until(5*time.Second, func(m message) bool { return m.Type == "view" && m.State.At == at }).State
}
