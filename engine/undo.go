package engine

import (
	"errors"
	"fmt"
)

// Revealer is implemented by games that say when a choice can no longer be
// taken back: Revealed counts the moments so far at which hidden
// information came out or chance decided (a card drawn or shown, a
// shuffle, a random pick; Rand.Draws counts the generator's part). Once a
// player has seen what a choice revealed, taking the choice back would let
// them choose again knowing it. A game that does not implement it allows
// no undo.
type Revealer interface {
	Revealed() uint64
}

// ErrNotUndoable: the choice cannot be taken back.
var ErrNotUndoable = errors.New("cannot take that back")

// revealed returns g's Revealer count, and whether it has one.
func revealed(g Game) (uint64, bool) {
	r, ok := g.(Revealer)
	if !ok {
		return 0, false
	}
	return r.Revealed(), true
}

// startReveals starts counting reveals from the table's present position.
func (t *Table) startReveals() {
	t.revealFrom = len(t.log.Choices)
	t.reveals = t.reveals[:0]
	if t.rev != nil {
		t.reveals = append(t.reveals, t.rev.Revealed())
	}
}

// noteReveals records the count after the choice just made.
func (t *Table) noteReveals() {
	if t.rev != nil && len(t.reveals) > 0 {
		t.reveals = append(t.reveals, t.rev.Revealed())
	}
}

// rewindReveals follows a rewind to the first n choices.
func (t *Table) rewindReveals(n int) {
	if n < t.revealFrom || len(t.reveals) == 0 {
		t.startReveals()
		return
	}
	t.reveals = t.reveals[:n-t.revealFrom+1]
}

// Undoable returns how many of the last choices seat may take back: the
// run of its own choices at the end of the log (no other seat has decided
// since), during and after which the game revealed nothing (Revealer),
// made since the table was built, or in the last run of one seat's
// choices a resumed table replayed (Resume). It is 0 for a game over, or
// one that is no Revealer.
func (t *Table) Undoable(seat int) int {
	if t.game.Pending() == nil || len(t.reveals) == 0 {
		return 0
	}
	now := t.reveals[len(t.reveals)-1]
	k := 0
	for i := len(t.log.Choices) - 1; i >= t.revealFrom; i-- {
		if t.log.Choices[i].Seat != seat || t.reveals[i-t.revealFrom] != now {
			break
		}
		k++
	}
	return k
}

// UndoBlock says why seat may not take back its last choice, when it may
// not (Undoable is 0): the empty string when it may.
func (t *Table) UndoBlock(seat int) string {
	n := len(t.log.Choices)
	switch {
	case t.Undoable(seat) > 0:
		return ""
	case t.game.Pending() == nil:
		return "the game is over"
	case len(t.reveals) == 0:
		return "this game allows no undo"
	case n == 0 || n <= t.revealFrom:
		return "there is no choice of yours to take back"
	case t.log.Choices[n-1].Seat != seat:
		return "another seat has decided since your last choice"
	}
	return "your last choice revealed hidden information or drew on chance"
}

// Undo takes back seat's last n choices (Undoable), by rewinding the game.
func (t *Table) Undo(seat, n int) error {
	if n < 1 || n > t.Undoable(seat) {
		why := t.UndoBlock(seat)
		if why == "" {
			why = fmt.Sprintf("only your last %d choices can be taken back", t.Undoable(seat))
		}
		return fmt.Errorf("%w: %s", ErrNotUndoable, why)
	}
	return t.Rewind(len(t.log.Choices) - n)
}

// maxUndoRun bounds the choices at the end of a log that a resumed table
// replays one at a time to know whether they may be taken back.
const maxUndoRun = 64

// trailingRun returns the length of the run of one seat's choices that
// ends the log, at most maxUndoRun.
func trailingRun(cs []Choice) int {
	k := 0
	for i := len(cs) - 1; i >= 0 && k < maxUndoRun && cs[i].Seat == cs[len(cs)-1].Seat; i-- {
		k++
	}
	return k
}
