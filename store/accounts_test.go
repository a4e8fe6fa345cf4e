package store_test

import (
	"errors"
	"testing"
	"time"

	"kindred/store"
)

// accounts asserts that s keeps accounts.
func accounts(t *testing.T, s store.Store) store.Accounts {
	t.Helper()
	a, ok := s.(store.Accounts)
	if !ok {
		t.Fatalf("%T keeps no accounts", s)
	}
	return a
}

// TestAccounts creates accounts and sessions, binds seats and records
// what games wait for and their notes, across a reopen, and checks the
// refusals (a taken name in another case, a seat of another account, an
// expired session).
func TestAccounts(t *testing.T) {
	forEach(t, func(t *testing.T, s store.Store, reopen func() store.Store) {
		a := accounts(t, s)
		now := time.Now()
		alice := &store.User{ID: "u1", Name: "Alice é", PassHash: "$2a$hash", Created: now}
		if err := a.CreateUser(ctx, alice); err != nil {
			t.Fatal(err)
		}
		if err := a.CreateUser(ctx, &store.User{ID: "u2", Name: "ALICE É", PassHash: "x", Created: now}); !errors.Is(err, store.ErrNameTaken) {
			t.Errorf("a second Alice: %v, want ErrNameTaken", err)
		}
		if err := a.CreateUser(ctx, &store.User{ID: "u2", Name: "Bob", PassHash: "y", Created: now}); err != nil {
			t.Fatal(err)
		}
		if _, err := a.UserByName(ctx, "nobody"); !errors.Is(err, store.ErrNoUser) {
			t.Errorf("unknown name: %v, want ErrNoUser", err)
		}
		live := &store.Session{TokenHash: "live", UserID: "u1", Created: now, Expires: now.Add(time.Hour)}
		old := &store.Session{TokenHash: "old", UserID: "u2", Created: now.Add(-2 * time.Hour), Expires: now.Add(-time.Hour)}
		for _, se := range []*store.Session{old, live} {
			if err := a.CreateSession(ctx, se); err != nil {
				t.Fatal(err)
			}
		}
		for _, id := range []string{"g1", "g2"} {
			if err := s.Create(ctx, &store.Game{ID: id, Header: header(), Meta: []byte(`{}`), Created: now}); err != nil {
				t.Fatal(err)
			}
		}
		if err := a.BindSeat(ctx, "g1", 0, "u1"); err != nil {
			t.Fatal(err)
		}
		if err := a.BindSeat(ctx, "g1", 0, "u1"); err != nil {
			t.Errorf("binding a seat again to its owner: %v", err)
		}
		if err := a.BindSeat(ctx, "g1", 0, "u2"); !errors.Is(err, store.ErrSeatTaken) {
			t.Errorf("another account on a bound seat: %v, want ErrSeatTaken", err)
		}
		for _, b := range []struct {
			game string
			seat int
			user string
		}{{"g1", 1, "u2"}, {"g2", 2, "u1"}} {
			if err := a.BindSeat(ctx, b.game, b.seat, b.user); err != nil {
				t.Fatal(err)
			}
		}
		deadline := now.Add(48 * time.Hour)
		if err := a.SetWait(ctx, "g2", store.Wait{Seat: 2, Since: now, Deadline: deadline, Clock: []byte(`{"left":[1]}`)}); err != nil {
			t.Fatal(err)
		}
		if err := a.SetWait(ctx, "g1", store.Wait{Seat: 1, Since: now}); err != nil {
			t.Fatal(err)
		}
		if err := a.AddNotes(ctx, "g1", 0, [][]byte{[]byte("a"), []byte("b"), []byte("c")}); err != nil {
			t.Fatal(err)
		}
		if err := a.AddNotes(ctx, "g1", 1, [][]byte{[]byte("B")}); err != nil {
			t.Fatal(err)
		}
		if err := s.Finish(ctx, "g1", []byte(`{}`)); err != nil {
			t.Fatal(err)
		}

		a = accounts(t, reopen())
		if u, err := a.UserByName(ctx, " alice É "); err != nil || u.ID != "u1" || u.Name != "Alice é" || u.PassHash != "$2a$hash" {
			t.Errorf("UserByName: %+v, %v", u, err)
		}
		if u, err := a.SessionUser(ctx, "live", now); err != nil || u.ID != "u1" {
			t.Errorf("live session: %+v, %v", u, err)
		}
		for _, tok := range []string{"old", "none"} {
			if _, err := a.SessionUser(ctx, tok, now); !errors.Is(err, store.ErrNoSession) {
				t.Errorf("session %q: %v, want ErrNoSession", tok, err)
			}
		}
		if err := a.DeleteSession(ctx, "live"); err != nil {
			t.Fatal(err)
		}
		if _, err := a.SessionUser(ctx, "live", now); !errors.Is(err, store.ErrNoSession) {
			t.Errorf("a session signed out: %v, want ErrNoSession", err)
		}
		owners, err := a.SeatOwners(ctx, "g1")
		if err != nil || len(owners) != 2 || owners[0] != "u1" || owners[1] != "u2" {
			t.Errorf("owners of g1: %v, %v", owners, err)
		}
		seats, err := a.UserSeats(ctx, "u1", 10)
		if err != nil || len(seats) != 2 {
			t.Fatalf("seats of u1: %+v, %v", seats, err)
		}
		// The unfinished game first, with what it waits for.
		if s0 := seats[0]; s0.Game.ID != "g2" || s0.Seat != 2 || s0.Wait.Seat != 2 || s0.Wait.Deadline.UnixMilli() != deadline.UnixMilli() {
			t.Errorf("first seat of u1: %+v", s0)
		}
		if s1 := seats[1]; s1.Game.ID != "g1" || !s1.Game.Over || s1.Wait.Seat != 1 {
			t.Errorf("second seat of u1: %+v", s1)
		}
		w, found, err := a.LoadWait(ctx, "g2")
		if err != nil || !found || string(w.Clock) != `{"left":[1]}` {
			t.Errorf("wait of g2: %+v %v %v", w, found, err)
		}
		if _, found, err := a.LoadWait(ctx, "nothing"); err != nil || found {
			t.Errorf("wait of an unknown game: found %v, %v", found, err)
		}
		for _, tc := range []struct {
			at   time.Time
			want int
		}{{now, 0}, {deadline, 1}} {
			due, err := a.DueGames(ctx, tc.at, 10)
			if err != nil || len(due) != tc.want {
				t.Errorf("due at %v: %v, %v (want %d)", tc.at.Sub(now), due, err, tc.want)
			}
		}
		notes, err := a.Notes(ctx, "g1")
		if err != nil || len(notes) != 2 || string(notes[0].Body) != "a" || string(notes[1].Body) != "B" || notes[1].N != 1 {
			t.Errorf("notes: %+v, %v", notes, err)
		}
	})
}
