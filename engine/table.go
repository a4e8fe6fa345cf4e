package engine

import (
	"errors"
	"fmt"
	"io"
	"slices"
)

// NewGame builds a game in its initial state from a header. It refuses,
// with an error, a header it cannot honour: another game, a rules version it
// does not implement, an unknown rules option, a wrong number of seats.
type NewGame func(Header) (Game, error)

// Errors returned when a log does not replay.
var (
	// ErrDiverged: the game does not ask the decision the log answers.
	ErrDiverged = errors.New("replay diverged from the log")
	// ErrHashMismatch: after a choice, the state hash differs from the log's.
	ErrHashMismatch = errors.New("state hash mismatch")
)

// Replay builds the game of l's header with newGame and applies the first n
// choices of l, checking before each that the game asks that seat for that
// kind of decision and after each that the state hash is the recorded one.
// Errors name the choice, numbered from 1, and wrap [ErrDiverged] or
// [ErrHashMismatch].
//
// Replay is also how a game that cannot clone itself is copied, and how a
// game is taken back to an earlier choice (undo). It tells a game that can
// use them what comes ([Labeller], [Foreseer]), so that the game skips
// what only the original play needed.
func Replay(newGame NewGame, l *Log, n int) (Game, error) {
	return replay(newGame, l, n, rerun)
}

// Verify replays the first n choices of l as [Replay] does, but without
// telling the game what comes ([Labeller], [Foreseer]): the game builds
// every decision whole, as when it was played, so that a log missing a
// choice is refused even when the choice changed nothing. It is for
// checking a log from elsewhere (kindred replay); it is slower than Replay.
func Verify(newGame NewGame, l *Log, n int) (Game, error) {
	return replay(newGame, l, n, strict)
}

// How a replay goes: strict, telling the game nothing (Verify); a choice
// at a time, telling the game what comes (Labeller, Foreseer); the game
// rerunning the choices itself when it can (Rerunner), else the same a
// choice at a time (Replay).
const (
	strict = iota
	stepwise
	rerun
)

// replay is Replay and Verify, as mode says.
func replay(newGame NewGame, l *Log, n int, mode int) (Game, error) {
	if n < 0 || n > len(l.Choices) {
		return nil, fmt.Errorf("replay: want 0 to %d choices, got %d", len(l.Choices), n)
	}
	g, err := start(newGame, &l.Header)
	if err != nil {
		return nil, err
	}
	if r, ok := g.(Rerunner); ok && mode == rerun && n > 0 {
		if r.Rerun(l.Choices[:n]) == n {
			return g, nil
		}
		// Replay the log again, a choice at a time, for the error.
		discard(g)
		_, err := replay(newGame, l, n, stepwise)
		if err == nil {
			err = errors.New("replay: the game's own replay (Rerun) refused a log that replays a choice at a time")
		}
		return nil, err
	}
	var lab Labeller
	var fs Foreseer
	if mode != strict {
		lab, _ = g.(Labeller)
		fs, _ = g.(Foreseer)
	}
	if lab != nil && n > 1 {
		lab.BuildLabels(false) // nobody reads the labels of the decisions replayed
	}
	for i := range n {
		if lab != nil && i == n-1 && n > 1 {
			lab.BuildLabels(true) // the decision the replay stops at may be shown
		}
		if fs != nil {
			var next *Choice // none: the decision the replay stops at is built whole
			if i+1 < n {
				next = &l.Choices[i+1]
			}
			fs.Foresee(next)
		}
		if err := applyRecorded(g, &l.Choices[i], i+1); err != nil {
			discard(g)
			return nil, err
		}
	}
	return g, nil
}

// discard stops a game that will not be played on, if it must be stopped
// (a game whose rules run as a coroutine has a Close method).
func discard(g Game) {
	if c, ok := g.(interface{ Close() }); ok {
		c.Close()
	}
}

// start builds a game and checks that it agrees with the header.
func start(newGame NewGame, h *Header) (Game, error) {
	if err := h.Validate(); err != nil {
		return nil, err
	}
	g, err := newGame(*h)
	if err != nil {
		return nil, fmt.Errorf("starting game %q version %q: %w", h.Game, h.Version, err)
	}
	if g.Seats() != len(h.Seats) {
		return nil, fmt.Errorf("starting game %q: the game has %d seats, the header %d", h.Game, g.Seats(), len(h.Seats))
	}
	return g, nil
}

// applyRecorded applies choice number num, c, to g and checks the result.
func applyRecorded(g Game, c *Choice, num int) error {
	d := g.Pending()
	if d == nil {
		return fmt.Errorf("choice %d: %w: the log has seat %d deciding %s, but the game is over", num, ErrDiverged, c.Seat, c.Kind)
	}
	if d.Seat != c.Seat || d.Kind != c.Kind {
		return fmt.Errorf("choice %d: %w: the log has seat %d deciding %s, the game asks seat %d for %s", num, ErrDiverged, c.Seat, c.Kind, d.Seat, d.Kind)
	}
	if err := g.Apply(c.Option); err != nil {
		return fmt.Errorf("choice %d: %w: %w", num, ErrDiverged, err)
	}
	if h := g.Hash(); h != c.Hash {
		return fmt.Errorf("choice %d (seat %d, %s, option %d): %w: the log has %016x, the replay gives %016x", num, c.Seat, c.Kind, c.Option, ErrHashMismatch, c.Hash, h)
	}
	return nil
}

// Table is a game being played: the game, its log, and optionally the file
// the log is recorded to. Every answer goes through [Table.Answer], which
// checks it, applies it and records it. A Table is not safe for concurrent
// use.
type Table struct {
	newGame NewGame
	game    Game
	log     Log
	w       io.Writer // where choices are recorded, or nil
	line    []byte    // buffer for one log line
	// kinds are decision kinds checked to be tokens, each at its slot
	// (tokenKind): a game asks a few kinds over and over.
	kinds [16]string
	// rev is the game as a Revealer, nil if it is none; reveals are its
	// counts after each choice from revealFrom on (undo.go).
	rev        Revealer
	reveals    []uint64
	revealFrom int
}

// NewTable starts a new game from header h.
func NewTable(newGame NewGame, h Header) (*Table, error) {
	h.Rules = slices.Clone(h.Rules)
	h.Seats = slices.Clone(h.Seats)
	g, err := start(newGame, &h)
	if err != nil {
		return nil, err
	}
	t := &Table{newGame: newGame, log: Log{Header: h}}
	t.setGame(g)
	t.startReveals()
	return t, nil
}

// Resume rebuilds the table of a saved game by replaying its whole log (see
// [Replay]). The table keeps its own copy of l.
//
// The last run of one seat's choices (up to maxUndoRun) is replayed a
// choice at a time, so that the table knows what each revealed and the
// seat may still take them back (Table.Undoable) as before the resume.
func Resume(newGame NewGame, l *Log) (*Table, error) {
	n := len(l.Choices)
	k := trailingRun(l.Choices)
	g, err := Replay(newGame, l, n-k)
	if err != nil {
		return nil, err
	}
	if _, ok := revealed(g); !ok && k > 0 {
		discard(g)
		k = 0
		if g, err = Replay(newGame, l, n); err != nil {
			return nil, err
		}
	}
	t := &Table{newGame: newGame}
	t.setGame(g)
	t.log.Header = l.Header
	t.log.Header.Rules = slices.Clone(l.Header.Rules)
	t.log.Header.Seats = slices.Clone(l.Header.Seats)
	t.log.Choices = slices.Clone(l.Choices[:n-k])
	t.startReveals()
	for i := n - k; i < n; i++ {
		if err := applyRecorded(g, &l.Choices[i], i+1); err != nil {
			discard(g)
			return nil, err
		}
		t.log.Choices = append(t.log.Choices, l.Choices[i])
		t.noteReveals()
	}
	return t, nil
}

// Game returns the game. Answer it through the table, never directly, or
// the log will not match.
func (t *Table) Game() Game { return t.game }

// Log returns the table's log. It belongs to the table: do not modify it;
// it changes with every answer.
func (t *Table) Log() *Log { return &t.log }

// Len returns the number of choices made so far.
func (t *Table) Len() int { return len(t.log.Choices) }

// Answer answers the pending decision for seat with the option at index
// option, and records the choice. An answer from a seat that is not
// deciding, for an option out of range, or to a game that is over is
// refused with an error wrapping [ErrWrongSeat], [ErrOutOfRange] or
// [ErrGameOver], and changes nothing.
//
// When the table records to a writer (see [Table.Record]), the choice's line
// is written before Answer returns. If that write fails the choice is
// undone, recording stops, and Answer returns the error: a choice is
// acknowledged only once it is recorded.
func (t *Table) Answer(seat, option int) error {
	d := t.game.Pending()
	// One test for the usual answer; the checks in their order, each with
	// its error, out of line (refusal): Answer's path stays a few lines
	// (docs/BENCHMARKS.md, VS7).
	if d == nil || seat != d.Seat || uint(option) >= uint(len(d.Options)) ||
		!t.tokenKind(d.Kind) || uint(seat) >= uint(len(t.log.Header.Seats)) {
		if err := t.refusal(d, seat, option); err != nil {
			return err
		}
	}
	kind := d.Kind
	if err := t.game.Apply(option); err != nil {
		return t.applyError(seat, err)
	}
	c := Choice{Seat: seat, Kind: kind, Option: option, Hash: t.game.Hash()}
	if t.w != nil {
		if err := t.record(&c); err != nil {
			return err
		}
	}
	t.log.Choices = append(t.log.Choices, c)
	t.noteReveals()
	return nil
}

// tokenKind reports whether kind, a decision's kind, is a token (the
// log's lines are split at spaces): at once for a kind seen before, in
// its slot of t.kinds.
func (t *Table) tokenKind(kind string) bool {
	if n := len(kind); n > 0 && t.kinds[kindSlot(kind)] == kind {
		return true
	}
	return t.newKind(kind)
}

// kindSlot is kind's slot in Table.kinds, from its length and last byte
// (a game's kinds share a prefix); kind is not empty.
func kindSlot(kind string) int { return (len(kind) + int(kind[len(kind)-1])) & 15 }

// newKind is tokenKind for a kind not in its slot: it checks it and
// keeps it there.
//
// Out of line: a game's kinds are soon all seen (BENCHMARKS, VS7).
//
//go:noinline
func (t *Table) newKind(kind string) bool {
	if !isToken(kind) {
		return false
	}
	t.kinds[kindSlot(kind)] = kind
	return true
}

// refusal checks an answer of seat with option to d as Answer does, in
// order, and returns the first error; nil when the answer is good (the
// decision's kind, new, is then noted as checked to be a token).
//
// Out of line: rare, keeps Answer's path short (BENCHMARKS, VS7).
//
//go:noinline
func (t *Table) refusal(d *Decision, seat, option int) error {
	num := len(t.log.Choices) + 1
	if d == nil {
		return fmt.Errorf("choice %d: %w", num, ErrGameOver)
	}
	if seat != d.Seat {
		return fmt.Errorf("choice %d: %w: seat %d answered, seat %d decides %s", num, ErrWrongSeat, seat, d.Seat, d.Kind)
	}
	if err := CheckOption(d, option); err != nil {
		return fmt.Errorf("choice %d: seat %d: %w", num, seat, err)
	}
	if kind := d.Kind; !t.tokenKind(kind) {
		return fmt.Errorf("choice %d: the game's decision kind %q is not a token of [A-Za-z0-9._-]", num, kind)
	}
	if seat < 0 || seat >= len(t.log.Header.Seats) {
		return fmt.Errorf("choice %d: the game asks seat %d, the header has %d seats", num, seat, len(t.log.Header.Seats))
	}
	return nil
}

// applyError is Answer's error when the game refuses the answer.
//
// Out of line: rare, keeps Answer's path short (BENCHMARKS, VS7).
//
//go:noinline
func (t *Table) applyError(seat int, err error) error {
	return fmt.Errorf("choice %d: seat %d: %w", len(t.log.Choices)+1, seat, err)
}

// record writes choice c, the next of the log, to the table's writer. If
// the write fails, recording stops and the game is taken back to before c
// (undoUnrecorded), and record returns the error.
//
// Out of line: a Table that records writes to a file, which costs more
// than the call (BENCHMARKS, VS7).
//
//go:noinline
func (t *Table) record(c *Choice) error {
	if err := t.write(c); err != nil {
		return t.undoUnrecorded(err)
	}
	return nil
}

// write writes the line of choice c, the next of the log; if the write
// fails, recording stops and the error says so.
func (t *Table) write(c *Choice) error {
	t.line = appendChoice(t.line[:0], c)
	if _, err := t.w.Write(t.line); err != nil {
		t.w = nil
		return fmt.Errorf("choice %d not recorded, recording stopped: %w", len(t.log.Choices)+1, err)
	}
	return nil
}

// undoUnrecorded takes the game back to the end of the log, by replaying
// it, after a choice whose line was not written (err, write's error), and
// returns err.
func (t *Table) undoUnrecorded(err error) error {
	g, rerr := Replay(t.newGame, &t.log, len(t.log.Choices))
	if rerr != nil {
		return errors.Join(err, fmt.Errorf("undoing the choice: %w", rerr))
	}
	t.setGame(g)
	return err
}

// setGame makes g the table's game.
func (t *Table) setGame(g Game) {
	t.game = g
	t.rev, _ = g.(Revealer)
}

// Rewind takes the game back to the state after its first n choices, by
// replaying them (undo). The later choices are dropped from the log; when
// recording, a line "rewind n" is appended to the file so it stays
// append-only. On error nothing changes.
func (t *Table) Rewind(n int) error {
	g, err := Replay(t.newGame, &t.log, n)
	if err != nil {
		return fmt.Errorf("rewind: %w", err)
	}
	if t.w != nil {
		t.line = appendRewind(t.line[:0], n)
		if _, err := t.w.Write(t.line); err != nil {
			t.w = nil
			return fmt.Errorf("rewind to choice %d not recorded, recording stopped: %w", n, err)
		}
	}
	t.setGame(g)
	t.log.Choices = t.log.Choices[:n]
	t.rewindReveals(n)
	return nil
}

// Record writes the whole log so far to w, then appends each later choice to
// w as one line, in one Write call, before [Table.Answer] returns. w is
// typically a file opened for appending; Record does not buffer or sync, so
// a writer that syncs makes every acknowledged choice durable. Record(nil)
// stops recording.
func (t *Table) Record(w io.Writer) error {
	t.w = nil
	if w == nil {
		return nil
	}
	buf, err := t.log.appendTo(nil)
	if err != nil {
		return fmt.Errorf("record: %w", err)
	}
	if _, err := w.Write(buf); err != nil {
		return fmt.Errorf("record: %w", err)
	}
	t.w = w
	return nil
}
