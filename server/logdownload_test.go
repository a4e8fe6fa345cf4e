package server

import (
	"net/http"
	"reflect"
	"strings"
	"testing"

	"kindred/engine"
)

// Issue 19, "a real end of game": a V:TES game played to its end over the
// WebSocket (seat 0 takes the Pass auto-pass may answer when the view
// offers one, its first option otherwise) ends with each seat's standing
// and why the game ended in the result; its log is refused while the game
// is played (it holds the seed), then downloaded and replayed by the
// rules to the same scores.
func TestEndOfGameStandingsAndLog(t *testing.T) {
	ts := startServer(t, Config{})
	g := ts.create(t, humanVsBotsOf("vtes", 4, 11))
	if status, body := ts.do(t, "GET", "/api/games/"+g.ID+"/log", "", nil); status != http.StatusConflict {
		t.Fatalf("the log of a game being played: %d %s, want 409", status, body)
	}
	if status, _ := ts.do(t, "GET", "/api/games/nosuchgame/log", "", nil); status != http.StatusNotFound {
		t.Fatalf("the log of no game: %d, want 404", status)
	}
	c := ts.dial(t, g.ID, "seat=0&token="+g.Seats[0].Token)
	var v *viewJSON
	passes := 0
	for range 5000 {
		if v = c.decision(); v.Result != nil {
			break
		}
		i := 0
		if p := v.Decision.Pass; p >= 0 {
			if v.Decision.Options[p] != "Pass" {
				t.Fatalf("auto-pass would answer %q", v.Decision.Options[p])
			}
			i, passes = p, passes+1
		}
		c.answer(v, i)
	}
	if v.Result == nil {
		t.Fatal("the game did not end in 5,000 choices")
	}
	r := v.Result
	if len(r.Standings) != 4 || r.GameOver == "" {
		t.Fatalf("result: standings %q, game over %q", r.Standings, r.GameOver)
	}
	for s, st := range r.Standings {
		if !strings.Contains(st, " VP") {
			t.Errorf("seat %d's standing %q gives no VP", s+1, st)
		}
	}
	status, body := ts.do(t, "GET", "/api/games/"+g.ID+"/log", "", nil)
	if status != http.StatusOK {
		t.Fatalf("the log of a finished game: %d %s", status, body)
	}
	l, err := engine.ParseLog(body)
	if err != nil {
		t.Fatalf("the downloaded log does not parse: %v", err)
	}
	reg := testRegistry(t, nil)
	eg, err := engine.Verify(reg.NewGame, l, len(l.Choices))
	if err != nil {
		t.Fatalf("the downloaded log does not replay: %v", err)
	}
	if got := eg.Result().Scores; !reflect.DeepEqual(got, r.Scores) {
		t.Errorf("replayed scores %v, the game's %v", got, r.Scores)
	}
	t.Logf("%d choices, %d auto-passable windows, standings %q", len(l.Choices), passes, r.Standings)
}
