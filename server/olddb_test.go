package server

import (
	"database/sql"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"time"
)

// TestOldDatabase opens with today's server a database written by the
// server as it was before it played more than V:TES (commit deea211; the
// file holds the SQL of the database, made by that server's own tests):
// the store opens it unchanged, its games are V:TES (the header names its
// game, the seats' meta names no bot: the game's first bot plays), the
// unfinished one comes back with its choices and state hash and plays on,
// and the finished one is listed and shown with its result.
//
// Its games are V:TES games of the rules version of that commit: a new
// rules version refuses them (as it refuses every log of another version),
// and the file must then be made again by the server of the last commit
// before.
func TestOldDatabase(t *testing.T) {
	script, err := os.ReadFile(filepath.Join("testdata", "server-deea211.sql"))
	if err != nil {
		t.Fatal(err)
	}
	var person, token, personHash, finished, finishedHash string
	var personChoices, personTurn, finishedChoices, finishedTurn int
	if _, err := fmt.Sscanf(string(script), "-- A database as the server wrote it before it played more than V:TES\n"+
		"-- (commit deea211): TestOldDatabase opens it with today's server.\n"+
		"-- person %s token %s choices %d hash %s turn %d\n-- finished %s choices %d hash %s turn %d\n",
		&person, &token, &personChoices, &personHash, &personTurn, &finished, &finishedChoices, &finishedHash, &finishedTurn); err != nil {
		t.Fatalf("the fixture's first lines: %v", err)
	}
	db := filepath.Join(t.TempDir(), "old.db")
	raw, err := sql.Open("sqlite", db)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := raw.Exec(string(script)); err != nil {
		t.Fatal(err)
	}
	raw.Close()

	ts := startServer(t, Config{Store: openStore(t, db)})
	sm := ts.summaryOf(t, person)
	if sm.Game != "vtes" || sm.Choices != personChoices || sm.Hash != personHash || sm.Turn != personTurn || sm.Over {
		t.Fatalf("the unfinished game: %+v; want a V:TES game of %d choices, hash %s, turn %d", sm, personChoices, personHash, personTurn)
	}
	c := ts.dial(t, person, "seat=0&token="+token)
	v := c.decision()
	if v.Game != "vtes" || v.At != personChoices || v.Seats[0].Name != "Methuselah 1" || v.Seats[1].Player != playerBot {
		t.Fatalf("the unfinished game's view: %+v", v)
	}
	var table struct {
		Players []struct{ Name string }
	}
	if err := json.Unmarshal(v.Table, &table); err != nil || len(table.Players) != 4 || table.Players[0].Name == "" {
		t.Fatalf("the unfinished game's table (%v): %s", err, v.Table)
	}
	for range 3 {
		c.answer(v, 0)
		if v = c.decision(); v.Result != nil {
			break
		}
	}
	if sm := ts.summaryOf(t, person); sm.Choices <= personChoices {
		t.Errorf("no play after opening the old database: %+v", sm)
	}

	var list struct{ Games []summary }
	status, body := ts.do(t, "GET", "/api/games", "", nil)
	if status != 200 || json.Unmarshal(body, &list) != nil || len(list.Games) != 2 {
		t.Fatalf("list: %d %s", status, body)
	}
	for _, g := range list.Games {
		if g.Game != "vtes" {
			t.Errorf("game %s is listed as a game of %q", g.ID, g.Game)
		}
		if g.ID == finished && (!g.Over || g.Choices != finishedChoices || g.Hash != finishedHash || g.Turn != finishedTurn) {
			t.Errorf("the finished game: %+v", g)
		}
	}
	spec := ts.dial(t, finished, "")
	m := spec.until(10*time.Second, func(m message) bool { return m.Type == "view" })
	if m.State.Result == nil || m.State.Game != "vtes" || m.State.At != finishedChoices || len(m.Log) == 0 {
		t.Errorf("the finished game's view: %+v, %d log lines", m.State, len(m.Log))
	}
}
