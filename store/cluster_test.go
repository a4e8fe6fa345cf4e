package store_test

import (
	"errors"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"kindred/store"
)

// TestClusterLeases: two nodes on one PostgreSQL database. A game belongs
// to the node that created it; the other finds its owner and address, and
// cannot write it (the fence). Once the owner stops renewing its lease, the
// other claims the game, and the old owner's writes are refused.
func TestClusterLeases(t *testing.T) {
	_, reopen := openPostgres(t)
	a, b := reopen().(store.Cluster), reopen().(store.Cluster)
	sa, sb := a.(store.Store), b.(store.Store)
	if _, err := a.Join(ctx, "a", "http://a", time.Second); err != nil {
		t.Fatal(err)
	}
	nodes, err := b.Join(ctx, "b", "http://b", time.Hour)
	if err != nil || len(nodes) != 2 {
		t.Fatalf("nodes alive %v (%v), want a and b", nodes, err)
	}
	if err := sa.Create(ctx, &store.Game{ID: "g1", Header: header(), Meta: []byte(`{}`)}); err != nil {
		t.Fatal(err)
	}
	owner, addr, err := b.Claim(ctx, "g1")
	if err != nil || owner != "a" || addr != "http://a" {
		t.Fatalf("b claims a's game: owner %q at %q (%v)", owner, addr, err)
	}
	if err := sb.Append(ctx, "g1", 0, choices(0, 1), store.PersonToMove); !errors.Is(err, store.ErrNotOwner) || !errors.Is(err, store.ErrConflict) {
		t.Fatalf("b writes a's game: %v", err)
	}
	if err := sa.Append(ctx, "g1", 0, choices(0, 2), store.PersonToMove); err != nil {
		t.Fatal(err)
	}
	if _, _, err := b.Claim(ctx, "nope"); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("claiming an unknown game: %v", err)
	}
	// a stops renewing: its lease runs out and b takes the game.
	deadline := time.Now().Add(20 * time.Second)
	for {
		owner, _, err := b.Claim(ctx, "g1")
		if err != nil {
			t.Fatal(err)
		}
		if owner == "b" {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("a's lease never ran out")
		}
		time.Sleep(50 * time.Millisecond)
	}
	if err := sa.Append(ctx, "g1", 2, choices(2, 1), store.PersonToMove); !errors.Is(err, store.ErrNotOwner) {
		t.Fatalf("a writes after losing the game: %v", err)
	}
	if err := sa.Finish(ctx, "g1", []byte(`{}`)); !errors.Is(err, store.ErrNotOwner) {
		t.Fatalf("a finishes after losing the game: %v", err)
	}
	if err := sb.Append(ctx, "g1", 2, choices(2, 1), store.BotToMove); err != nil {
		t.Fatal(err)
	}
	// a comes back: the game stays b's.
	if _, err := a.Join(ctx, "a", "http://a", time.Hour); err != nil {
		t.Fatal(err)
	}
	if owner, _, _ := a.Claim(ctx, "g1"); owner != "b" {
		t.Fatalf("a took the game back from a live b: owner %q", owner)
	}
	// b leaves: a may take its games at once; an orphan a bot is to
	// move in is listed.
	if list, err := a.Orphans(ctx); err != nil || len(list) != 0 {
		t.Fatalf("orphans while b lives: %v (%v)", list, err)
	}
	if err := b.Leave(ctx); err != nil {
		t.Fatal(err)
	}
	if list, err := a.Orphans(ctx); err != nil || len(list) != 1 || list[0].ID != "g1" || list[0].ToMove != store.BotToMove {
		t.Fatalf("orphans once b left: %+v (%v)", list, err)
	}
	if owner, _, _ := a.Claim(ctx, "g1"); owner != "a" {
		t.Fatalf("a cannot take the game of a node that left: owner %q", owner)
	}
	g, err := sa.Load(ctx, "g1")
	if err != nil || len(g.Choices) != 3 {
		t.Fatalf("the log after the takeover: %d choices (%v)", len(g.Choices), err)
	}
}

// TestSQLiteLock: a SQLite file serves one node: a second Lock on it is
// refused at once, saying why, until the first is released.
func TestSQLiteLock(t *testing.T) {
	db := filepath.Join(t.TempDir(), "sub", "k.db")
	release, err := store.Lock("sqlite:" + db)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := store.Lock(db); err == nil || !strings.Contains(err.Error(), "another kindred serve uses it") {
		t.Fatalf("a second lock: %v", err)
	}
	release()
	release2, err := store.Lock(db)
	if err != nil {
		t.Fatalf("after the release: %v", err)
	}
	release2()
	if _, err := store.Lock("postgres://x@y/z"); err != nil {
		t.Fatalf("PostgreSQL needs no lock: %v", err)
	}
}
