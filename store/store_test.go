package store_test

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"errors"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"kindred/engine"
	"kindred/engine/enginetest"
	"kindred/games"
	"kindred/store"
	"kindred/vtes/vtesgame"
)

// backend opens a fresh, empty store of one kind; reopen opens the same
// database again (to check what a restarted server finds).
type backend struct {
	name   string
	open   func(t *testing.T) (s store.Store, reopen func() store.Store)
	shared bool
}

// backends lists SQLite (always) and PostgreSQL, when KINDRED_TEST_POSTGRES
// names a database. In CI (CI=true) the PostgreSQL tests must run: a
// missing variable fails them rather than skipping.
func backends() []backend {
	return []backend{
		{name: "sqlite", open: openSQLite},
		{name: "postgres", open: openPostgres},
	}
}

func openSQLite(t *testing.T) (store.Store, func() store.Store) {
	path := filepath.Join(t.TempDir(), "sub", "kindred.db")
	open := func() store.Store {
		s, err := store.Open(context.Background(), "sqlite:"+path)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { s.Close() })
		return s
	}
	return open(), open
}

// PostgresURL returns the test database URL, failing the test in CI when it
// is not set and skipping it elsewhere.
func postgresURL(t *testing.T) string {
	u := os.Getenv("KINDRED_TEST_POSTGRES")
	if u == "" {
		if os.Getenv("CI") == "true" {
			t.Fatal("KINDRED_TEST_POSTGRES is not set: CI must run the PostgreSQL tests (.ci/run starts a server)")
		}
		t.Skip("KINDRED_TEST_POSTGRES not set: PostgreSQL tests skipped (set it to a postgres:// URL)")
	}
	return u
}

// postgresSchema makes a schema of its own for the test, dropped at the
// end, so tests and packages running at once do not meet, and returns the
// address of the database with that schema first in the search path.
func postgresSchema(t *testing.T) string {
	base := postgresURL(t)
	admin, err := sql.Open("pgx", base)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { admin.Close() })
	var b [6]byte
	rand.Read(b[:])
	schema := "kindred_test_" + hex.EncodeToString(b[:])
	if _, err := admin.Exec(`CREATE SCHEMA ` + schema); err != nil {
		t.Fatalf("creating schema %s: %v", schema, err)
	}
	t.Cleanup(func() { admin.Exec(`DROP SCHEMA ` + schema + ` CASCADE`) })
	u, err := url.Parse(base)
	if err != nil {
		t.Fatal(err)
	}
	q := u.Query()
	q.Set("search_path", schema)
	u.RawQuery = q.Encode()
	return u.String()
}

// openPostgres opens a store on a schema of the test's own
// (postgresSchema), and returns a function opening it again.
func openPostgres(t *testing.T) (store.Store, func() store.Store) {
	addr := postgresSchema(t)
	open := func() store.Store {
		s, err := store.Open(context.Background(), addr)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { s.Close() })
		return s
	}
	return open(), open
}

// forEach runs f against every backend as a subtest.
func forEach(t *testing.T, f func(t *testing.T, s store.Store, reopen func() store.Store)) {
	for _, b := range backends() {
		t.Run(b.name, func(t *testing.T) {
			s, reopen := b.open(t)
			f(t, s, reopen)
		})
	}
}

var ctx = context.Background()

func header() engine.Header {
	return engine.Header{Game: "vtes", Version: "0.1", Seed: 1<<63 + 5,
		Rules: []engine.Rule{{Key: "turn-limit", Value: "160"}, {Key: "odd", Value: "quote \" back\\slash é\n"}},
		Seats: []string{"nb-nosferatu", "deck:Ma \"deck\":201626*1,100093*2", "nb-toreador"}}
}

func choices(from, n int) []engine.Choice {
	out := make([]engine.Choice, n)
	for i := range out {
		out[i] = engine.Choice{Seat: (from + i) % 3, Kind: "vtes.block", Option: from + i, Hash: uint64(from+i)*0x9e3779b97f4a7c15 | 1<<63}
	}
	return out
}

// TestCreateLoad stores a game and reads it back whole, across a reopen.
func TestCreateLoad(t *testing.T) {
	forEach(t, func(t *testing.T, s store.Store, reopen func() store.Store) {
		created := time.UnixMilli(1_700_000_000_123)
		g := &store.Game{ID: "g1", Header: header(), Meta: []byte(`{"seats":["é"]}`), Created: created}
		if err := s.Create(ctx, g); err != nil {
			t.Fatal(err)
		}
		if err := s.Append(ctx, "g1", 0, choices(0, 3), store.PersonToMove); err != nil {
			t.Fatal(err)
		}
		if err := s.Append(ctx, "g1", 3, choices(3, 250), store.PersonToMove); err != nil {
			t.Fatal(err)
		}
		s2 := reopen()
		got, err := s2.Load(ctx, "g1")
		if err != nil {
			t.Fatal(err)
		}
		if fmt.Sprint(got.Header) != fmt.Sprint(header()) {
			t.Errorf("header: got %+v, want %+v", got.Header, header())
		}
		if string(got.Meta) != string(g.Meta) || !got.Created.Equal(created) || got.Over {
			t.Errorf("got meta %q created %v over %v", got.Meta, got.Created, got.Over)
		}
		want := choices(0, 253)
		if len(got.Choices) != len(want) {
			t.Fatalf("got %d choices, want %d", len(got.Choices), len(want))
		}
		for i := range want {
			if got.Choices[i] != want[i] {
				t.Fatalf("choice %d: got %+v, want %+v", i+1, got.Choices[i], want[i])
			}
		}
	})
}

// TestRefusals: a duplicate id, an append that does not continue the log,
// an unknown game, a finished game, bad ids and meta are refused, and
// nothing changes.
func TestRefusals(t *testing.T) {
	forEach(t, func(t *testing.T, s store.Store, _ func() store.Store) {
		if err := s.Create(ctx, &store.Game{ID: "a", Header: header(), Meta: []byte("{}")}); err != nil {
			t.Fatal(err)
		}
		if err := s.Append(ctx, "a", 0, choices(0, 2), store.PersonToMove); err != nil {
			t.Fatal(err)
		}
		cases := []struct {
			name string
			err  error
			want error
		}{
			{"duplicate", s.Create(ctx, &store.Game{ID: "a", Header: header()}), store.ErrExists},
			{"behind", s.Append(ctx, "a", 1, choices(1, 1), store.PersonToMove), store.ErrConflict},
			{"ahead", s.Append(ctx, "a", 3, choices(3, 1), store.PersonToMove), store.ErrConflict},
			{"negative", s.Append(ctx, "a", -1, choices(0, 1), store.PersonToMove), store.ErrConflict},
			{"unknown append", s.Append(ctx, "zz", 0, choices(0, 1), store.PersonToMove), store.ErrNotFound},
			{"unknown load", func() error { _, err := s.Load(ctx, "zz"); return err }(), store.ErrNotFound},
			{"unknown finish", s.Finish(ctx, "zz", nil), store.ErrNotFound},
		}
		for _, c := range cases {
			if !errors.Is(c.err, c.want) {
				t.Errorf("%s: got %v, want %v", c.name, c.err, c.want)
			}
		}
		for _, id := range []string{"", "a b", "a/b", strings.Repeat("x", 65), "é"} {
			if err := s.Create(ctx, &store.Game{ID: id, Header: header()}); err == nil {
				t.Errorf("id %q accepted", id)
			}
		}
		if err := s.Create(ctx, &store.Game{ID: "b", Header: header(), Meta: []byte("a\x00b")}); err == nil {
			t.Error("meta with a NUL byte accepted")
		}
		if err := s.Create(ctx, &store.Game{ID: "c", Header: engine.Header{Game: "bad name"}}); err == nil {
			t.Error("a header that is no log header accepted")
		}
		if err := s.Finish(ctx, "a", []byte(`{"winners":[1]}`)); err != nil {
			t.Fatal(err)
		}
		if err := s.Append(ctx, "a", 2, choices(2, 1), store.PersonToMove); !errors.Is(err, store.ErrFinished) {
			t.Errorf("append to a finished game: got %v", err)
		}
		g, err := s.Load(ctx, "a")
		if err != nil {
			t.Fatal(err)
		}
		if len(g.Choices) != 2 || !g.Over || string(g.Result) != `{"winners":[1]}` {
			t.Errorf("after the refusals: %d choices, over %v, result %q", len(g.Choices), g.Over, g.Result)
		}
	})
}

// TestList lists games, unfinished ones and a limited number.
func TestList(t *testing.T) {
	forEach(t, func(t *testing.T, s store.Store, _ func() store.Store) {
		for i := range 5 {
			id := fmt.Sprintf("g%d", i)
			if err := s.Create(ctx, &store.Game{ID: id, Header: header(), Meta: []byte(`{"n":` + fmt.Sprint(i) + `}`)}); err != nil {
				t.Fatal(err)
			}
			if err := s.Append(ctx, id, 0, choices(0, i), store.PersonToMove); err != nil {
				t.Fatal(err)
			}
		}
		if err := s.Finish(ctx, "g2", []byte("done")); err != nil {
			t.Fatal(err)
		}
		all, err := s.List(ctx, store.ListOptions{})
		if err != nil {
			t.Fatal(err)
		}
		if len(all) != 5 {
			t.Fatalf("listed %d games, want 5", len(all))
		}
		byID := map[string]store.Summary{}
		for _, g := range all {
			byID[g.ID] = g
		}
		if g := byID["g3"]; g.Choices != 3 || g.Over || g.Game != "vtes" || string(g.Meta) != `{"n":3}` {
			t.Errorf("g3: %+v", g)
		}
		if g := byID["g2"]; !g.Over || string(g.Result) != "done" {
			t.Errorf("g2: %+v", g)
		}
		live, err := s.List(ctx, store.ListOptions{Unfinished: true})
		if err != nil {
			t.Fatal(err)
		}
		if len(live) != 4 {
			t.Errorf("listed %d unfinished games, want 4", len(live))
		}
		some, err := s.List(ctx, store.ListOptions{Limit: 2})
		if err != nil {
			t.Fatal(err)
		}
		if len(some) != 2 {
			t.Errorf("limit 2 listed %d", len(some))
		}
	})
}

// TestConcurrentAppends writes many games from many goroutines at once.
func TestConcurrentAppends(t *testing.T) {
	forEach(t, func(t *testing.T, s store.Store, _ func() store.Store) {
		const games, rounds = 8, 20
		var wg sync.WaitGroup
		errs := make(chan error, games)
		for i := range games {
			wg.Go(func() {
				id := fmt.Sprintf("c%d", i)
				if err := s.Create(ctx, &store.Game{ID: id, Header: header(), Meta: []byte("{}")}); err != nil {
					errs <- err
					return
				}
				for r := range rounds {
					if err := s.Append(ctx, id, r*2, choices(r*2, 2), store.PersonToMove); err != nil {
						errs <- err
						return
					}
				}
			})
		}
		wg.Wait()
		close(errs)
		for err := range errs {
			t.Fatal(err)
		}
		for i := range games {
			g, err := s.Load(ctx, fmt.Sprintf("c%d", i))
			if err != nil {
				t.Fatal(err)
			}
			if len(g.Choices) != rounds*2 {
				t.Errorf("game %d: %d choices", i, len(g.Choices))
			}
		}
	})
}

// TestRacingAppends: appends that continue the same log at once: exactly
// one is written, the others are refused as conflicts.
func TestRacingAppends(t *testing.T) {
	forEach(t, func(t *testing.T, s store.Store, _ func() store.Store) {
		if err := s.Create(ctx, &store.Game{ID: "race", Header: header(), Meta: []byte("{}")}); err != nil {
			t.Fatal(err)
		}
		const n = 8
		errs := make(chan error, n)
		var wg sync.WaitGroup
		for i := range n {
			wg.Go(func() { errs <- s.Append(ctx, "race", 0, choices(i, 3), store.PersonToMove) })
		}
		wg.Wait()
		close(errs)
		ok := 0
		for err := range errs {
			switch {
			case err == nil:
				ok++
			case !errors.Is(err, store.ErrConflict):
				t.Errorf("racing append: %v", err)
			}
		}
		if ok != 1 {
			t.Errorf("%d racing appends written, want 1", ok)
		}
		g, err := s.Load(ctx, "race")
		if err != nil {
			t.Fatal(err)
		}
		if len(g.Choices) != 3 {
			t.Errorf("%d choices stored", len(g.Choices))
		}
	})
}

// TestAppendAfterClose: a closed store refuses appends with an error.
func TestAppendAfterClose(t *testing.T) {
	s, err := store.Open(ctx, filepath.Join(t.TempDir(), "c.db"))
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Create(ctx, &store.Game{ID: "x", Header: header(), Meta: []byte("{}")}); err != nil {
		t.Fatal(err)
	}
	s.Close()
	if err := s.Append(ctx, "x", 0, choices(0, 1), store.PersonToMove); err == nil {
		t.Error("a closed store took an append")
	}
}

// TestRealGameResumes records a whole game of each game (V:TES, and the
// engine's test game Hoard) choice by choice, loads it back and resumes
// it: the stored header names its game, and the replay checks every hash
// and ends in the same state.
func TestRealGameResumes(t *testing.T) {
	for _, tc := range []struct {
		game  games.Game
		seats []string
	}{
		{vtesgame.New(nil), []string{"nb-nosferatu", "nb-toreador", "nb-nosferatu"}},
		{enginetest.Hoard{}, []string{"player", "player", "player"}},
	} {
		t.Run(tc.game.Name(), func(t *testing.T) {
			forEach(t, func(t *testing.T, s store.Store, reopen func() store.Store) {
				realGameResumes(t, tc.game, tc.seats, s, reopen)
			})
		})
	}
}

func realGameResumes(t *testing.T, gm games.Game, seats []string, s store.Store, reopen func() store.Store) {
	h, err := gm.NewHeader(42, nil, seats)
	if err != nil {
		t.Fatal(err)
	}
	tb, err := engine.NewTable(gm.NewGame, h)
	if err != nil {
		t.Fatal(err)
	}
	defer games.Close(tb.Game())
	if err := s.Create(ctx, &store.Game{ID: "real", Header: h, Meta: []byte("{}")}); err != nil {
		t.Fatal(err)
	}
	var bots []engine.Player
	for i := range seats {
		b, err := gm.NewBot(gm.Bots()[0].Name, uint64(i+1))
		if err != nil {
			t.Fatal(err)
		}
		bots = append(bots, b)
	}
	for d := tb.Game().Pending(); d != nil && tb.Len() < 120; d = tb.Game().Pending() {
		o, err := bots[d.Seat].Choose(tb.Game().View(d.Seat), d)
		if err != nil {
			t.Fatal(err)
		}
		n := tb.Len()
		if err := tb.Answer(d.Seat, o); err != nil {
			t.Fatal(err)
		}
		if err := s.Append(ctx, "real", n, tb.Log().Choices[n:], store.BotToMove); err != nil {
			t.Fatal(err)
		}
	}
	g, err := reopen().Load(ctx, "real")
	if err != nil {
		t.Fatal(err)
	}
	if g.Header.Game != gm.Name() || tb.Len() < 10 {
		t.Fatalf("stored a game of %q, %d choices", g.Header.Game, tb.Len())
	}
	back, err := engine.Resume(gm.NewGame, &engine.Log{Header: g.Header, Choices: g.Choices})
	if err != nil {
		t.Fatal(err)
	}
	defer games.Close(back.Game())
	if back.Len() != tb.Len() || back.Game().Hash() != tb.Game().Hash() {
		t.Errorf("resumed %d choices hash %016x, played %d hash %016x", back.Len(), back.Game().Hash(), tb.Len(), tb.Game().Hash())
	}
	if list, err := reopen().List(ctx, store.ListOptions{}); err != nil || len(list) != 1 || list[0].Game != gm.Name() {
		t.Errorf("listed %+v (%v), want one game of %q", list, err, gm.Name())
	}
}

func TestOpenErrors(t *testing.T) {
	dir := t.TempDir()
	cases := []struct{ url, want string }{
		{"mysql://u@h/db", `unknown kind "mysql"`},
		{"sqlite:", "no file after sqlite:"},
		{dir, "is a directory"},
		{filepath.Join(dir, "a?b.db"), "may not hold '?'"},
		{"postgres://nobody:secret@127.0.0.1:1/none?connect_timeout=2", "PostgreSQL postgres://nobody:xxxxx@127.0.0.1:1/none"},
	}
	for _, c := range cases {
		s, err := store.Open(ctx, c.url)
		if err == nil {
			s.Close()
			t.Errorf("%s: opened", c.url)
			continue
		}
		if !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: error %q does not say %q", c.url, err, c.want)
		}
		if strings.Contains(err.Error(), "secret") {
			t.Errorf("%s: the error shows the password: %v", c.url, err)
		}
	}
}

// TestDefaultPath: with no --db, the database is a file in the user's data
// directory, created on first use.
func TestDefaultPath(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("XDG_DATA_HOME", dir)
	p, err := store.DefaultPath()
	if err != nil {
		t.Fatal(err)
	}
	if want := filepath.Join(dir, "kindred", "kindred.db"); p != want {
		t.Fatalf("default path %s, want %s", p, want)
	}
	s, err := store.Open(ctx, "")
	if err != nil {
		t.Fatal(err)
	}
	s.Close()
	if _, err := os.Stat(p); err != nil {
		t.Fatalf("the default database was not created: %v", err)
	}
	if got := store.Describe(""); got != "sqlite:"+p {
		t.Errorf("Describe(\"\") = %q", got)
	}
}

// TestPlainPathIsSQLite: a path without a scheme is a SQLite file.
func TestPlainPathIsSQLite(t *testing.T) {
	p := filepath.Join(t.TempDir(), "plain.db")
	s, err := store.Open(ctx, p)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if err := s.Create(ctx, &store.Game{ID: "x", Header: header(), Meta: []byte("{}")}); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(p); err != nil {
		t.Fatal(err)
	}
}

// TestToMove: who moves next is recorded by Create, each Append and
// SetToMove (which leaves the update time alone, and needs the length of
// the log), cleared by Finish, read
// back by Load and List, and List selects games by it.
func TestToMove(t *testing.T) {
	forEach(t, func(t *testing.T, s store.Store, reopen func() store.Store) {
		for _, id := range []string{"bots", "person", "later"} {
			next := store.PersonToMove
			if id == "bots" {
				next = store.BotToMove
			}
			if err := s.Create(ctx, &store.Game{ID: id, Header: header(), Meta: []byte("{}"), ToMove: next}); err != nil {
				t.Fatal(err)
			}
		}
		if err := s.Append(ctx, "person", 0, choices(0, 4), store.BotToMove); err != nil {
			t.Fatal(err)
		}
		if err := s.Append(ctx, "person", 4, choices(4, 2), store.PersonToMove); err != nil {
			t.Fatal(err)
		}
		if err := s.Append(ctx, "later", 0, choices(0, 1), store.BotToMove); err != nil {
			t.Fatal(err)
		}
		if err := s.Finish(ctx, "later", []byte("done")); err != nil {
			t.Fatal(err)
		}
		before, err := s.List(ctx, store.ListOptions{})
		if err != nil {
			t.Fatal(err)
		}
		time.Sleep(5 * time.Millisecond)
		if err := s.SetToMove(ctx, "bots", 0, store.UnknownToMove); err != nil {
			t.Fatal(err)
		}
		if err := s.SetToMove(ctx, "later", 1, store.BotToMove); !errors.Is(err, store.ErrFinished) {
			t.Errorf("SetToMove of a finished game: %v", err)
		}
		if err := s.SetToMove(ctx, "zz", 0, store.BotToMove); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("SetToMove of an unknown game: %v", err)
		}
		if err := s.SetToMove(ctx, "person", 5, store.BotToMove); !errors.Is(err, store.ErrConflict) {
			t.Errorf("SetToMove after a choice the log does not have: %v", err)
		}
		s2 := reopen()
		after, err := s2.List(ctx, store.ListOptions{})
		if err != nil {
			t.Fatal(err)
		}
		want := map[string]store.ToMove{"bots": store.UnknownToMove, "person": store.PersonToMove, "later": store.PersonToMove}
		for i, sm := range after {
			if sm.ToMove != want[sm.ID] {
				t.Errorf("%s: to move %d, want %d", sm.ID, sm.ToMove, want[sm.ID])
			}
			if b := before[i]; b.ID != sm.ID || !b.Updated.Equal(sm.Updated) {
				t.Errorf("%s: updated %v, then %v after SetToMove", sm.ID, b.Updated, sm.Updated)
			}
		}
		if err := s2.SetToMove(ctx, "bots", 0, store.BotToMove); err != nil {
			t.Fatal(err)
		}
		g, err := s2.Load(ctx, "bots")
		if err != nil || g.ToMove != store.BotToMove {
			t.Fatalf("Load: to move %v (%v)", g, err)
		}
		sel, err := s2.List(ctx, store.ListOptions{Unfinished: true, ToMove: []store.ToMove{store.BotToMove, store.UnknownToMove}, Limit: 5})
		if err != nil {
			t.Fatal(err)
		}
		if len(sel) != 1 || sel[0].ID != "bots" {
			t.Errorf("unfinished games a bot moves in: %+v", sel)
		}
	})
}

// schemaV1 is the schema of version 1, as kindred wrote it before it
// recorded who moves next.
var schemaV1 = []string{
	`CREATE TABLE kindred_schema (version BIGINT NOT NULL)`,
	`INSERT INTO kindred_schema (version) VALUES (1)`,
	`CREATE TABLE kindred_games (
		id       TEXT PRIMARY KEY,
		game     TEXT NOT NULL,
		header   TEXT NOT NULL,
		meta     TEXT NOT NULL,
		created  BIGINT NOT NULL,
		updated  BIGINT NOT NULL,
		choices  BIGINT NOT NULL DEFAULT 0,
		finished BIGINT NOT NULL DEFAULT 0,
		result   TEXT NOT NULL DEFAULT ''
	)`,
	`CREATE TABLE kindred_choices (
		game_id TEXT NOT NULL REFERENCES kindred_games (id),
		n       BIGINT NOT NULL,
		seat    BIGINT NOT NULL,
		kind    TEXT NOT NULL,
		opt     BIGINT NOT NULL,
		hash    BIGINT NOT NULL,
		PRIMARY KEY (game_id, n)
	)`,
	`CREATE INDEX kindred_games_by_update ON kindred_games (finished, updated)`,
}

// TestMigrateFromVersion1 opens a database of schema version 1 holding an
// unfinished and a finished game: it is brought to the current version,
// the unfinished game's next mover is unknown, the finished one's a
// person's, both load whole, play goes on, and opening it again (by two
// stores at once) changes nothing.
func TestMigrateFromVersion1(t *testing.T) {
	for _, b := range newDatabases() {
		t.Run(b.name, func(t *testing.T) {
			raw, u := b.open(t)
			for _, q := range schemaV1 {
				if _, err := raw.Exec(q); err != nil {
					t.Fatal(err)
				}
			}
			// Games as version 1 stored them (headers through a current
			// store, which writes them the same way).
			var hb strings.Builder
			if _, err := (&engine.Log{Header: header()}).WriteTo(&hb); err != nil {
				t.Fatal(err)
			}
			for _, g := range []struct {
				id       string
				finished int
			}{{"open", 0}, {"done", 1}} {
				if _, err := raw.Exec(`INSERT INTO kindred_games (id, game, header, meta, created, updated, choices, finished) VALUES ($1, 'vtes', $2, '{}', 1000, 2000, 2, $3)`,
					g.id, hb.String(), g.finished); err != nil {
					t.Fatal(err)
				}
				for i, c := range choices(0, 2) {
					if _, err := raw.Exec(`INSERT INTO kindred_choices (game_id, n, seat, kind, opt, hash) VALUES ($1, $2, $3, $4, $5, $6)`,
						g.id, i+1, c.Seat, c.Kind, c.Option, int64(c.Hash)); err != nil {
						t.Fatal(err)
					}
				}
			}
			// Two stores open the old database at once: one migrates it.
			stores := openAtOnce(t, u, 2)
			s := stores[0]
			var v int64
			if err := raw.QueryRow(`SELECT version FROM kindred_schema`).Scan(&v); err != nil || v != 5 {
				t.Fatalf("schema version %d after the migration (%v)", v, err)
			}
			var rowsOfVersion int
			if err := raw.QueryRow(`SELECT COUNT(*) FROM kindred_schema`).Scan(&rowsOfVersion); err != nil || rowsOfVersion != 1 {
				t.Fatalf("%d schema version rows (%v)", rowsOfVersion, err)
			}
			list, err := s.List(ctx, store.ListOptions{})
			if err != nil {
				t.Fatal(err)
			}
			got := map[string]store.Summary{}
			for _, sm := range list {
				got[sm.ID] = sm
			}
			if g := got["open"]; g.ToMove != store.UnknownToMove || g.Over || g.Choices != 2 || g.Updated.UnixMilli() != 2000 {
				t.Errorf("the unfinished game after the migration: %+v", g)
			}
			if g := got["done"]; g.ToMove != store.PersonToMove || !g.Over {
				t.Errorf("the finished game after the migration: %+v", g)
			}
			g, err := s.Load(ctx, "open")
			if err != nil || len(g.Choices) != 2 || g.Choices[1] != choices(0, 2)[1] {
				t.Fatalf("loading the migrated game: %+v, %v", g, err)
			}
			if err := stores[1].Append(ctx, "open", 2, choices(2, 1), store.BotToMove); err != nil {
				t.Fatal(err)
			}
			s3, err := store.Open(ctx, u)
			if err != nil {
				t.Fatal(err)
			}
			defer s3.Close()
			if g, err := s3.Load(ctx, "open"); err != nil || len(g.Choices) != 3 || g.ToMove != store.BotToMove {
				t.Fatalf("after an append and a reopen: %+v, %v", g, err)
			}
		})
	}
}

// Servers opening one new database at once (a cluster starting, two
// commands run together): every Open succeeds, the tables are created
// once with a single version row, and a game one store creates the others
// load. Before migrate held a lock, two could both find no version and
// record one each (SQLite, about one start in ten with six openers).
func TestOpeningANewDatabaseAtOnce(t *testing.T) {
	for _, b := range newDatabases() {
		t.Run(b.name, func(t *testing.T) {
			for round := range 5 {
				raw, addr := b.open(t)
				stores := openAtOnce(t, addr, 6)
				var rows int
				if err := raw.QueryRow(`SELECT count(*) FROM kindred_schema`).Scan(&rows); err != nil || rows != 1 {
					t.Fatalf("round %d: %d rows of schema version (%v), want 1", round, rows, err)
				}
				var mode string
				if b.name == "sqlite" && (raw.QueryRow(`PRAGMA journal_mode`).Scan(&mode) != nil || mode != "wal") {
					t.Fatalf("round %d: the journal is in mode %q, not WAL", round, mode)
				}
				g := &store.Game{ID: fmt.Sprintf("g%d", round), Header: header(), Meta: []byte("{}")}
				if err := stores[0].Create(ctx, g); err != nil {
					t.Fatal(err)
				}
				if _, err := stores[len(stores)-1].Load(ctx, g.ID); err != nil {
					t.Fatalf("round %d: a game created by one store: %v", round, err)
				}
			}
		})
	}
}

// newDatabase makes a new, empty database of one kind and returns a
// connection to it that is not a store's (to write or read its tables
// directly) and the address a store opens it with.
type newDatabase struct {
	name string
	open func(t *testing.T) (raw *sql.DB, addr string)
}

// newDatabases lists SQLite and PostgreSQL (postgresSchema: skipped
// without KINDRED_TEST_POSTGRES, outside CI).
func newDatabases() []newDatabase {
	return []newDatabase{
		{"sqlite", func(t *testing.T) (*sql.DB, string) {
			p := filepath.Join(t.TempDir(), "new.db")
			// Not in WAL mode: the stores opening it put it in that
			// mode, several at once, while this connection may hold it
			// (walMode).
			db, err := sql.Open("sqlite", p+"?_pragma=busy_timeout(10000)")
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { db.Close() })
			return db, "sqlite:" + p
		}},
		{"postgres", func(t *testing.T) (*sql.DB, string) {
			addr := postgresSchema(t)
			db, err := sql.Open("pgx", addr)
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { db.Close() })
			return db, addr
		}},
	}
}

// openAtOnce opens n stores on the database at addr at the same time, as
// servers starting together do, failing the test if one fails; they are
// closed when the test ends.
func openAtOnce(t *testing.T, addr string, n int) []store.Store {
	t.Helper()
	stores := make([]store.Store, n)
	errs := make([]error, n)
	var wg sync.WaitGroup
	for i := range stores {
		wg.Go(func() { stores[i], errs[i] = store.Open(ctx, addr) })
	}
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			t.Fatalf("store %d of %d opened at once: %v", i+1, n, err)
		}
		t.Cleanup(func() { stores[i].Close() })
	}
	return stores
}
