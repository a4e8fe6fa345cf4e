package server

import (
	"context"
	"database/sql"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"kindred/engine"
	"kindred/games"
	"kindred/store"
)

// botsOnly is a lobby request for a game of V:TES of bots alone.
func botsOnly(seed uint64) createRequest { return botsOnlyOf("", seed) }

// botsOnlyOf is botsOnly for game.
func botsOnlyOf(game string, seed uint64) createRequest {
	return createRequest{Game: game, Seed: &seed, Seats: []seatConfig{{Player: playerBot}, {Player: playerBot}, {Player: playerBot}}}
}

// openStore opens the SQLite file db, closed at the end of the test.
func openStore(t *testing.T, db string) store.Store {
	t.Helper()
	st, err := store.Open(context.Background(), "sqlite:"+db)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	return st
}

// stopWhileBotsPlay runs a server on the SQLite file db and creates n games
// of bots alone while the store refuses every write: each game's bots play
// it through, the write fails, and the server stops, as if killed before
// their choices were stored. Each game is then stored with its bots to
// move. It returns the games' ids.
func stopWhileBotsPlay(t *testing.T, db string, n int) []string {
	t.Helper()
	return stopWhileBotsPlayOf(t, db, "", n)
}

// stopWhileBotsPlayOf is stopWhileBotsPlay for game.
func stopWhileBotsPlayOf(t *testing.T, db, game string, n int) []string {
	t.Helper()
	st, err := store.Open(context.Background(), "sqlite:"+db)
	if err != nil {
		t.Fatal(err)
	}
	fs := &failingStore{Store: st}
	fs.fail.Store(true)
	ts := startServer(t, Config{Store: fs})
	var ids []string
	for i := range n {
		ids = append(ids, ts.create(t, botsOnlyOf(game, uint64(100+i))).ID)
	}
	deadline := time.Now().Add(30 * time.Second)
	for _, id := range ids {
		for !strings.Contains(ts.logs.String(), `msg="cannot store choices: back to the last stored one" game=`+id) {
			if time.Now().After(deadline) {
				t.Fatalf("the bots' choices of game %s were not refused:\n%s", id, ts.logs.String())
			}
			time.Sleep(5 * time.Millisecond)
		}
	}
	ts.close()
	st.Close()
	return ids
}

// ageGames makes the games look last played two hours ago.
func ageGames(t *testing.T, db string, ids ...string) {
	t.Helper()
	raw, err := sql.Open("sqlite", db)
	if err != nil {
		t.Fatal(err)
	}
	defer raw.Close()
	for _, id := range ids {
		if _, err := raw.Exec(`UPDATE kindred_games SET updated = $1 WHERE id = $2`, time.Now().Add(-2*time.Hour).UnixMilli(), id); err != nil {
			t.Fatal(err)
		}
	}
}

// waitOverInStore waits, looking at the store only (opening the game
// would load it), until game id is recorded as finished, and checks its
// stored log replays with every hash.
func waitOverInStore(t *testing.T, st store.Store, id string) {
	t.Helper()
	deadline := time.Now().Add(60 * time.Second)
	for {
		sg, err := st.Load(context.Background(), id)
		if err != nil {
			t.Fatal(err)
		}
		if sg.Over {
			rg, err := engine.Replay(testNewGame, &engine.Log{Header: sg.Header, Choices: sg.Choices}, len(sg.Choices))
			if err != nil {
				t.Fatalf("game %s: the stored log does not replay: %v", id, err)
			}
			if rg.Pending() != nil {
				t.Errorf("game %s is recorded finished, but its log is not", id)
			}
			games.Close(rg)
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("game %s did not end by itself after the restart: %d choices stored", id, len(sg.Choices))
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// storedChoices returns the length of game id's stored log.
func storedChoices(t *testing.T, st store.Store, id string) int {
	t.Helper()
	sg, err := st.Load(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	return len(sg.Choices)
}

// TestRestartBotsPlayOn: a server stops while the bots of a game of bots
// alone play; it is restarted long after (the game is idle for longer than
// EvictAfter). Without anyone opening it, the game is brought back and its
// bots play it to its end, then it leaves memory; a game idle at its
// player's decision stays in the store, untouched, and comes back when its
// player does.
func TestRestartBotsPlayOn(t *testing.T) {
	for _, game := range testGames {
		t.Run(game, func(t *testing.T) { restartBotsPlayOn(t, game) })
	}
}

func restartBotsPlayOn(t *testing.T, game string) {
	db := filepath.Join(t.TempDir(), "k.db")
	person, _ := playThenStopOf(t, db, game, 3, 31, 1) // every choice stored
	personChoices := storedChoices(t, openStore(t, db), person.ID)

	bots := stopWhileBotsPlayOf(t, db, game, 1)[0]
	ageGames(t, db, person.ID, bots)
	st := openStore(t, db)
	if sg, err := st.Load(context.Background(), bots); err != nil || sg.Over || sg.ToMove != store.BotToMove {
		t.Fatalf("before the restart, the bots' game is not stored with its bots to move (%v)", err)
	}

	ts := startServer(t, Config{Store: st, EvictAfter: time.Hour, KeepFinished: time.Hour})
	waitOverInStore(t, st, bots)
	<-ts.playedOn
	waitLive(t, ts, 0) // the finished game, watched by nobody, left memory at once
	if n := storedChoices(t, st, person.ID); n != personChoices {
		t.Errorf("the game waiting for its player went from %d to %d choices", personChoices, n)
	}
	if logs := ts.logs.String(); !strings.Contains(logs, "idle_in_store=1") || !strings.Contains(logs, "bots_to_move=1 to_move_unknown=0") {
		t.Errorf("the resume is not logged as it happened:\n%s", logs)
	}
	c := ts.dial(t, person.ID, "seat=0&token="+person.Seats[0].Token)
	c.answer(c.decision(), 0)
	if n := storedChoices(t, st, person.ID); n <= personChoices {
		t.Errorf("no play in the game waiting for its player: %d choices", n)
	}
}

// TestRestartBotsPlayOnBounded: many games of bots alone are left to play
// on at a restart; they are brought back a few at a time, and all end.
func TestRestartBotsPlayOnBounded(t *testing.T) {
	db := filepath.Join(t.TempDir(), "k.db")
	ids := stopWhileBotsPlay(t, db, 3*resumeWorkers)
	ageGames(t, db, ids...)
	st := openStore(t, db)
	var most atomic.Int64
	var ts *testServer
	var ready atomic.Bool
	ts = startServer(t, Config{Store: st, EvictAfter: time.Hour, KeepFinished: time.Hour,
		afterChoice: func(string, engine.Game) {
			if ready.Load() {
				n := int64(ts.LiveGames())
				for m := most.Load(); n > m && !most.CompareAndSwap(m, n); m = most.Load() {
				}
			}
		}})
	ready.Store(true)
	for _, id := range ids {
		waitOverInStore(t, st, id)
	}
	<-ts.playedOn
	waitLive(t, ts, 0)
	// A worker takes its next game as soon as the last one's bots have
	// played, which may be before that game has quite left memory.
	if m := most.Load(); m > 2*resumeWorkers {
		t.Errorf("%d games in memory at once, for %d workers", m, resumeWorkers)
	}
	t.Logf("at most %d games in memory at once", most.Load())
}

// TestRestartMigratesAndPlaysOn: a database of schema version 1 (before
// the store recorded who moves next) holds, idle, a game whose bots were
// playing and a game waiting for its player. After the migration the
// server replays both once to find out who moves: the bots play theirs to
// its end; the other is left in the store, now known to wait for a person,
// and is not replayed at the next restart.
func TestRestartMigratesAndPlaysOn(t *testing.T) {
	db := filepath.Join(t.TempDir(), "k.db")
	person := waitingForPlayer(t, db, 4, 41)
	bots := stopWhileBotsPlay(t, db, 1)[0]
	ageGames(t, db, person.ID, bots)

	// Back to version 1: the to_move column goes (and version 3's owner).
	raw, err := sql.Open("sqlite", db)
	if err != nil {
		t.Fatal(err)
	}
	for _, q := range []string{`DROP INDEX kindred_games_to_move`, `ALTER TABLE kindred_games DROP COLUMN to_move`, `ALTER TABLE kindred_games DROP COLUMN owner`, `UPDATE kindred_schema SET version = 1`} {
		if _, err := raw.Exec(q); err != nil {
			t.Fatal(err)
		}
	}
	raw.Close()

	st := openStore(t, db)
	ts := startServer(t, Config{Store: st, EvictAfter: time.Hour, KeepFinished: time.Hour})
	waitOverInStore(t, st, bots)
	<-ts.playedOn
	waitLive(t, ts, 0)
	if logs := ts.logs.String(); !strings.Contains(logs, "idle_in_store=0 bots_to_move=0 to_move_unknown=2") {
		t.Errorf("the migrated games are not counted as unknown:\n%s", logs)
	}
	sg, err := st.Load(context.Background(), person.ID)
	if err != nil || sg.ToMove != store.PersonToMove || sg.Over {
		t.Fatalf("the game waiting for its player, after the check: %+v (%v)", sg, err)
	}
	ts.close()
	st.Close()

	st = openStore(t, db)
	ts = startServer(t, Config{Store: st, EvictAfter: time.Hour})
	<-ts.playedOn
	if logs := ts.logs.String(); !strings.Contains(logs, "bots_to_move=0 to_move_unknown=0") || strings.Contains(logs, "resumed game") {
		t.Errorf("the next restart replayed games:\n%s", logs)
	}
	if ts.LiveGames() != 0 {
		t.Errorf("%d games in memory", ts.LiveGames())
	}
}

// waitingForPlayer creates, on the store in file db, a game of one person
// against bots (humanVsBots), answers its first decision and stops the
// server with the game waiting for its player's next.
func waitingForPlayer(t *testing.T, db string, seats int, seed uint64) createResponse {
	t.Helper()
	person, _ := playThenStop(t, db, seats, seed, 1)
	return person
}

// playThenStop is waitingForPlayer after the first n decisions, and
// returns the game's summary as the server stopped.
func playThenStop(t *testing.T, db string, seats int, seed uint64, n int) (createResponse, summary) {
	t.Helper()
	return playThenStopOf(t, db, "", seats, seed, n)
}

// playThenStopOf is playThenStop for game.
func playThenStopOf(t *testing.T, db, game string, seats int, seed uint64, n int) (createResponse, summary) {
	t.Helper()
	st := openStore(t, db)
	ts := startServer(t, Config{Store: st})
	person := ts.create(t, humanVsBotsOf(game, seats, seed))
	c := ts.dial(t, person.ID, "seat=0&token="+person.Seats[0].Token)
	for range n {
		c.answer(c.decision(), 0)
	}
	c.decision()
	sum := ts.summaryOf(t, person.ID)
	ts.close()
	st.Close()
	return person, sum
}
