package server

import (
	"database/sql"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestOldDatabase opens with today's server a database written by the
// server as it was before it played more than V:TES (commit deea211; the
// file holds the SQL of the database, made by that server's own tests):
// the store opens it unchanged and its games are V:TES (the header names
// its game). Its games were played by the rules version of that commit,
// which this build no longer plays: the finished one is listed with its
// result all the same, and the unfinished one is listed as broken with
// the reason, never deleted nor answered with a server error.
// TestOldSeatsPlayOn checks what the file cannot check past a new rules
// version: old seats, which name no bot, are played by the game's first.
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
	for range 2 { // asked again, the game is not replayed again
		sm := ts.summaryOf(t, person)
		if sm.Game != "vtes" || sm.Choices != personChoices || sm.Over || sm.State != "broken" ||
			!strings.Contains(sm.Error, `rules version "0.6"`) {
			t.Fatalf("the unfinished game: %+v; want a broken V:TES game of %d choices, for its rules version", sm, personChoices)
		}
	}
	if status, body := ts.do(t, "GET", "/api/games/"+person+"/view?seat=0&token="+token, "", nil); status != http.StatusConflict ||
		!strings.Contains(string(body), "rules version") {
		t.Errorf("the unfinished game's view: %d %s; want 409 with the reason", status, body)
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
		if g.ID == finished && (!g.Over || g.Choices != finishedChoices || g.Hash != finishedHash || g.Turn != finishedTurn ||
			len(g.Scores) != len(g.Seats) || len(g.Winners) != 1) {
			t.Errorf("the finished game: %+v", g)
		}
		if g.ID == person && g.State != "broken" {
			t.Errorf("the unfinished game is listed as %q", g.State)
		}
	}
}

// TestOldSeatsPlayOn: seats stored before the server played more than
// V:TES name no bot (seatMeta.Bot is empty); a game of such seats comes
// back after a restart and its bot seats are played by the game's first
// bot, for V:TES as for Hoard.
func TestOldSeatsPlayOn(t *testing.T) {
	for _, game := range []string{"vtes", "hoard"} {
		t.Run(game, func(t *testing.T) {
			db := filepath.Join(t.TempDir(), "kindred.db")
			ts := startServer(t, Config{Store: openStore(t, db)})
			resp := ts.create(t, humanVsBotsOf(game, 3, 7))
			c := ts.dial(t, resp.ID, "seat=0&token="+resp.Seats[0].Token)
			v := c.decision()
			c.answer(v, 0)
			before := ts.summaryOf(t, resp.ID)
			ts.close()

			raw, err := sql.Open("sqlite", db)
			if err != nil {
				t.Fatal(err)
			}
			var m string
			if err := raw.QueryRow("SELECT meta FROM kindred_games WHERE id = ?", resp.ID).Scan(&m); err != nil {
				t.Fatal(err)
			}
			var old map[string]any
			if err := json.Unmarshal([]byte(m), &old); err != nil {
				t.Fatal(err)
			}
			for _, seat := range old["seats"].([]any) {
				delete(seat.(map[string]any), "bot") // as the old server wrote them
			}
			b, _ := json.Marshal(old)
			if strings.Contains(string(b), `"bot":`) || !strings.Contains(m, `"player":"bot"`) {
				t.Fatalf("meta %s → %s", m, b)
			}
			if _, err := raw.Exec("UPDATE kindred_games SET meta = ? WHERE id = ?", string(b), resp.ID); err != nil {
				t.Fatal(err)
			}
			raw.Close()

			ts = startServer(t, Config{Store: openStore(t, db)})
			sm := ts.summaryOf(t, resp.ID)
			if sm.State == "broken" || sm.Game != game || sm.Choices != before.Choices || sm.Hash != before.Hash {
				t.Fatalf("after the restart: %+v; before: %+v", sm, before)
			}
			c = ts.dial(t, resp.ID, "seat=0&token="+resp.Seats[0].Token)
			for range 3 {
				if v = c.decision(); v.Result != nil {
					break
				}
				c.answer(v, 0)
			}
			if after := ts.summaryOf(t, resp.ID); after.Choices <= before.Choices+1 {
				t.Errorf("the bots did not play on: %d choices before, %d after", before.Choices, after.Choices)
			}
		})
	}
}
