package engine_test

import (
	"errors"
	"strings"
	"testing"

	"kindred/engine"
	"kindred/engine/enginetest"
)

// optionOf returns the first option of d whose English label starts with
// prefix, or -1.
func optionOf(d *engine.Decision, prefix string) int {
	for i := range d.Options {
		if strings.HasPrefix(d.Label(i).Render(engine.English), prefix) {
			return i
		}
	}
	return -1
}

// TestUndoWindow plays Hoard and checks the undo window at each step: a
// card hidden face down may be taken back while the next seat has not
// decided (the game is then exactly as before), a card played, drawn or
// passed over (shown, or chance) may not, nor a choice another seat has
// decided after; a rewind and a resumed table keep the counts right.
func TestUndoWindow(t *testing.T) {
	h := engine.Header{Game: "hoard", Version: "1", Seed: 7, Seats: []string{"a", "b"}}
	tb, err := engine.NewTable(enginetest.New, h)
	if err != nil {
		t.Fatal(err)
	}
	hides, refused := 0, 0
	for step := 0; step < 200 && tb.Game().Pending() != nil; step++ {
		d := tb.Game().Pending()
		s := d.Seat
		if o := optionOf(d, "Hide"); o >= 0 && hides < 5 {
			before, n := tb.Game().Hash(), tb.Len()
			if err := tb.Answer(s, o); err != nil {
				t.Fatal(err)
			}
			if got := tb.Undoable(s); got != 1 {
				t.Fatalf("step %d: after hiding a card, %d choices undoable, want 1", step, got)
			}
			if tb.Game().Pending() != nil && tb.Undoable(tb.Game().Pending().Seat) != 0 {
				t.Fatalf("step %d: the next seat may take back the last seat's choice", step)
			}
			if err := tb.Undo(s, 1); err != nil {
				t.Fatal(err)
			}
			if tb.Len() != n || tb.Game().Hash() != before {
				t.Fatalf("step %d: the undo did not bring the game back", step)
			}
			if err := tb.Answer(s, o); err != nil {
				t.Fatal(err)
			}
			hides++
		} else {
			o := 0
			if err := tb.Answer(s, o); err != nil {
				t.Fatal(err)
			}
			label := d.Label(o).Render(engine.English)
			shows := false
			for _, p := range []string{"Play", "Draw", "Steal", "Block", "Discard"} {
				shows = shows || strings.HasPrefix(label, p)
			}
			if shows && tb.Undoable(s) != 0 {
				t.Fatalf("step %d: %q may be taken back", step, label)
			}
			if shows && tb.Game().Pending() != nil {
				err := tb.Undo(s, 1)
				if !errors.Is(err, engine.ErrNotUndoable) || !strings.Contains(tb.UndoBlock(s), "revealed") {
					t.Fatalf("step %d: undoing %q: %v (%s)", step, label, err, tb.UndoBlock(s))
				}
				refused++
			}
		}
		// The seat before this one may take nothing back: this one decided.
		if p := tb.Game().Pending(); p != nil {
			other := 1 - p.Seat
			if tb.Len() > 0 && tb.Log().Choices[tb.Len()-1].Seat != other && tb.Undoable(other) != 0 {
				t.Fatalf("step %d: seat %d may undo after another seat decided", step, other)
			}
		}
	}
	if hides == 0 || refused == 0 {
		t.Fatalf("the game offered %d hides and %d refusals: the test saw nothing", hides, refused)
	}
}

// TestUndoAfterResume: a table resumed from a log ending with a card
// hidden may still take it back, as before; one ending with a card
// shown may not.
func TestUndoAfterResume(t *testing.T) {
	h := engine.Header{Game: "hoard", Version: "1", Seed: 11, Seats: []string{"a", "b"}}
	for _, tc := range []struct {
		prefix string
		want   int
	}{{"Hide", 1}, {"Play", 0}} {
		tb, err := engine.NewTable(enginetest.New, h)
		if err != nil {
			t.Fatal(err)
		}
		d := tb.Game().Pending()
		o, seat := optionOf(d, tc.prefix), d.Seat // d is the game's: it changes with the answer
		if o < 0 {
			t.Fatalf("the first decision has no %q", tc.prefix)
		}
		if err := tb.Answer(seat, o); err != nil {
			t.Fatal(err)
		}
		rt, err := engine.Resume(enginetest.New, tb.Log())
		if err != nil {
			t.Fatal(err)
		}
		if got := rt.Undoable(seat); got != tc.want || got != tb.Undoable(seat) {
			t.Errorf("%s, resumed: %d undoable, want %d", tc.prefix, got, tc.want)
		}
		if rt.Game().Hash() != tb.Game().Hash() || rt.Len() != tb.Len() {
			t.Errorf("%s: the resumed table is not the game", tc.prefix)
		}
	}
}
