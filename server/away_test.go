package server

import (
	"context"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"kindred/store"
)

// TestAwayAloneWaits: in a game whose only person is away (created and
// never opened, or left), no bot takes the seat however long the grace
// period is over: the game waits, leaves memory like any idle game, and
// after a restart still waits, its stored log ending at the person's
// decision.
func TestAwayAloneWaits(t *testing.T) {
	for _, game := range testGames {
		t.Run(game, func(t *testing.T) {
			db := filepath.Join(t.TempDir(), "k.db")
			st := openStore(t, db)
			ts := startServer(t, Config{Store: st, Grace: 20 * time.Millisecond, EvictAfter: time.Hour})
			never := ts.create(t, longGame(game, 3, 44))
			left := ts.create(t, longGame(game, 3, 45))
			c := ts.dial(t, left.ID, "seat=0&token="+left.Seats[0].Token)
			c.answer(c.decision(), 0)
			c.decision()
			c.ws.CloseNow()
			before := map[string]int{never.ID: ts.summaryOf(t, never.ID).Choices, left.ID: ts.summaryOf(t, left.ID).Choices}
			time.Sleep(300 * time.Millisecond) // fifteen grace periods
			for id, n := range before {
				sm := ts.summaryOf(t, id)
				if sm.Seats[0].BotPlaying || sm.Choices != n || sm.Over {
					t.Errorf("game %s: a bot played for the absent player (%d choices, %d before): %+v", id, sm.Choices, n, sm.Seats[0])
				}
			}
			if n := ts.EvictIdle(context.Background(), 0); n != 2 {
				t.Errorf("%d games left memory, want both: they wait for nobody's timer", n)
			}
			if strings.Contains(ts.logs.String(), "seat played by a bot") {
				t.Errorf("a bot took a seat:\n%s", ts.logs.String())
			}
			ts.close()
			st.Close()
			ageGames(t, db, never.ID, left.ID)

			st2 := openStore(t, db)
			ts2 := startServer(t, Config{Store: st2, Grace: 20 * time.Millisecond})
			time.Sleep(200 * time.Millisecond)
			for id, n := range before {
				sg, err := st2.Load(context.Background(), id)
				if err != nil {
					t.Fatal(err)
				}
				if len(sg.Choices) != n || sg.Over || sg.ToMove != store.PersonToMove {
					t.Errorf("game %s after a restart: %d choices (want %d), over %v, to move %v", id, len(sg.Choices), n, sg.Over, sg.ToMove)
				}
			}
			back := ts2.dial(t, left.ID, "seat=0&token="+left.Seats[0].Token)
			if v := back.decision(); v.Decision == nil || v.BotPlaying {
				t.Errorf("back at the table: %+v", v)
			}
		})
	}
}

// TestBotPlaysWhileOthersWait: with two people at a table, the one who
// stays waits the grace period for the absent one, then a bot plays the
// absent seat, and the log says so in each language; when the one who
// waited leaves too, the bot stops, the log saying how many choices it
// made for the absent player, and the seat waits for them.
func TestBotPlaysWhileOthersWait(t *testing.T) {
	for _, game := range testGames {
		t.Run(game, func(t *testing.T) {
			ts := startServer(t, Config{Grace: 100 * time.Millisecond})
			g := ts.create(t, createRequest{Game: game, Seats: []seatConfig{{Player: playerHuman, Name: "Alice"}, {Player: playerHuman, Name: "Bob"}, {Player: playerBot}}})
			bob := ts.dial(t, g.ID, "seat=1&token="+g.Seats[1].Token+"&lang=fr")
			deadline := time.Now().Add(5 * time.Second)
			for !ts.summaryOf(t, g.ID).Seats[0].BotPlaying {
				if time.Now().After(deadline) {
					t.Fatal("Bob waits, yet no bot plays Alice's seat")
				}
				time.Sleep(10 * time.Millisecond)
			}
			said := "Alice est absent de la table et d'autres l'attendent : un bot joue à sa place"
			bob.until(5*time.Second, func(m message) bool { return m.Type == "view" && hasLine(bob.log, said) })
			bob.ws.CloseNow()
			deadline = time.Now().Add(5 * time.Second)
			for ts.summaryOf(t, g.ID).Seats[0].BotPlaying {
				if time.Now().After(deadline) {
					t.Fatal("nobody waits, yet the bot still holds Alice's seat")
				}
				time.Sleep(10 * time.Millisecond)
			}
			alice := ts.dial(t, g.ID, "seat=0&token="+g.Seats[0].Token)
			alice.until(5*time.Second, func(m message) bool { return m.Type == "view" })
			if !hasLine(alice.log, "Alice is away and others are waiting: a bot plays for them from choice ") ||
				!hasLine(alice.log, "Nobody waits for Alice any more: the bot stops; it made") {
				t.Errorf("the log does not say what the bot played for Alice: %v", alice.log)
			}
		})
	}
}

// hasLine reports whether a log line holds text.
func hasLine(log []logLine, text string) bool {
	for _, l := range log {
		if strings.Contains(l.Text, text) {
			return true
		}
	}
	return false
}
