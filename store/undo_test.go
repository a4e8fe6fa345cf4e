package store_test

import (
	"errors"
	"testing"

	"kindred/store"
)

// TestTruncate takes choices back from a log, across a reopen, and checks
// the refusals: a stale length, an unknown game, a finished one, a cut
// longer than the log.
func TestTruncate(t *testing.T) {
	forEach(t, func(t *testing.T, s store.Store, reopen func() store.Store) {
		tr, ok := s.(store.Truncater)
		if !ok {
			t.Fatalf("%T cannot take choices back", s)
		}
		if err := s.Create(ctx, &store.Game{ID: "g", Header: header(), Meta: []byte(`{}`)}); err != nil {
			t.Fatal(err)
		}
		if err := s.Append(ctx, "g", 0, choices(0, 5), store.PersonToMove); err != nil {
			t.Fatal(err)
		}
		if err := tr.Truncate(ctx, "g", 5, 3, store.BotToMove); err != nil {
			t.Fatal(err)
		}
		for _, tc := range []struct {
			name     string
			id       string
			from, to int
			want     error
		}{
			{"stale length", "g", 5, 2, store.ErrConflict},
			{"unknown game", "nope", 3, 2, store.ErrNotFound},
		} {
			if err := tr.Truncate(ctx, tc.id, tc.from, tc.to, store.PersonToMove); !errors.Is(err, tc.want) {
				t.Errorf("%s: %v, want %v", tc.name, err, tc.want)
			}
		}
		if err := tr.Truncate(ctx, "g", 3, 4, store.PersonToMove); err == nil {
			t.Error("a cut longer than the log was taken")
		}
		s = reopen()
		tr = s.(store.Truncater)
		g, err := s.Load(ctx, "g")
		if err != nil || len(g.Choices) != 3 || g.ToMove != store.BotToMove || g.Choices[2] != choices(0, 3)[2] {
			t.Fatalf("after the cut: %+v, %v", g, err)
		}
		// The log goes on from the cut.
		if err := s.Append(ctx, "g", 3, choices(3, 1), store.PersonToMove); err != nil {
			t.Fatal(err)
		}
		if err := s.Finish(ctx, "g", []byte(`{}`)); err != nil {
			t.Fatal(err)
		}
		if err := tr.Truncate(ctx, "g", 4, 3, store.PersonToMove); !errors.Is(err, store.ErrFinished) {
			t.Errorf("cutting a finished game: %v, want ErrFinished", err)
		}
	})
}
