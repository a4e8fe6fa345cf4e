package engine_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"kindred/engine"
)

// walk is a two-seat game of rules run by an engine.Coroutine, which asks
// its players itself (engine.Autoplayer): decision i has 1 to 4 options,
// of one of three kinds, for seat i/3 mod 2, and adds (i+1)·(answer+1) to
// the sum; every fifth decision reveals something (engine.Revealer).
type walk struct {
	dec      engine.Decision
	coro     engine.Coroutine
	steps    int
	sum      int
	revealed uint64
	over     bool
	kinds    []string
}

func newWalk(steps int, kinds ...string) *walk {
	if len(kinds) == 0 {
		kinds = []string{"walk.a", "walk.b", "walk.c"}
	}
	g := &walk{steps: steps, kinds: kinds}
	g.coro.Dec = &g.dec
	g.coro.OnEnd = func() { g.over = true }
	g.coro.Start(g.play)
	return g
}

func (g *walk) play() {
	for i := range g.steps {
		g.dec.Options = g.dec.Options[:0]
		for j := range 1 + i*7%4 {
			g.dec.Options = append(g.dec.Options, engine.Option{Code: int64(j)})
		}
		a := g.coro.Ask(i/3%2, g.kinds[i%len(g.kinds)], engine.Text{})
		g.sum += (i + 1) * (a + 1)
		if i%5 == 0 {
			g.revealed++
		}
	}
}

func (g *walk) Seats() int                                           { return 2 }
func (g *walk) Pending() *engine.Decision                            { return g.coro.Pending() }
func (g *walk) Apply(option int) error                               { return g.coro.Apply(option) }
func (g *walk) Result() engine.Result                                { return engine.Result{Scores: []float64{float64(g.sum), 0}} }
func (g *walk) View(seat int) engine.View                            { return walkView(seat) }
func (g *walk) Revealed() uint64                                     { return g.revealed }
func (g *walk) Close()                                               { g.coro.Close() }
func (g *walk) Autoplay(choose func(d *engine.Decision) (int, bool)) { g.coro.Autoplay(choose) }

// Hash hashes the sum, whether the game is over and the decision pending.
func (g *walk) Hash() uint64 {
	var h engine.Hasher
	h.Int(g.sum)
	h.Bool(g.over)
	if d := g.coro.Pending(); d != nil {
		h.Int(d.Seat)
		h.Str(d.Kind)
		h.Int(len(d.Options))
	}
	return h.Sum()
}

type walkView int

func (v walkView) Seat() int                                   { return int(v) }
func (v walkView) AppendText(dst []byte, _ engine.Lang) []byte { return dst }

// handWalk is a walk that does not ask its players itself: Run hands it
// each answer (Table.Answer), a coroutine switch each way.
type handWalk struct{ *walk }

func (g handWalk) Autoplay() {} // hides walk's: not an engine.Autoplayer

// walkPlayer answers seat's decisions by a fixed rule, and as the test
// says at choice fail (counted from 1 over both seats): an error, an
// option out of range, or (answer nil) the same.
type walkPlayer struct {
	n      *int // the choices asked of both players so far
	fail   int
	answer func(d *engine.Decision) (int, error)
}

func (p walkPlayer) Choose(_ engine.View, d *engine.Decision) (int, error) {
	*p.n++
	if *p.n == p.fail && p.answer != nil {
		return p.answer(d)
	}
	return (*p.n * 5) % len(d.Options), nil
}

var errWalkedOff = errors.New("walked off")

// TestRunAutoplaysAsItAnswers: Run over a game that asks its players
// itself (autoRun) gives the table Run gives over the same game answered
// a choice at a time, for a whole game and for each way a run stops: a
// player's error, an answer out of range, a seat without a player, the
// limit of choices, a choice whose line is not written, a kind that is
// not a token. The same choices, hashes, reveals (Undoable), error and
// game afterwards.
func TestRunAutoplaysAsItAnswers(t *testing.T) {
	outOfRange := func(d *engine.Decision) (int, error) { return len(d.Options), nil }
	walkOff := func(*engine.Decision) (int, error) { return 0, errWalkedOff }
	tests := []struct {
		name   string
		steps  int // 40 steps ask 30 decisions (a tenth of a step has one option)
		kinds  []string
		fail   int // the choice the player fails, from 1; 0: none
		answer func(d *engine.Decision) (int, error)
		nobody bool // seat 1 has no player (the first Run)
		limit  int
		writes int    // the writes the file takes; 0: no file
		want   string // what the first Run's error says; "": none
	}{
		{name: "whole game", steps: 40},
		{name: "one decision", steps: 2},
		{name: "no decision", steps: 1},
		{name: "player error", steps: 40, fail: 9, answer: walkOff, want: "seat 1: walked off"},
		{name: "player error first", steps: 40, fail: 1, answer: walkOff, want: "walked off"},
		{name: "out of range", steps: 40, fail: 12, answer: outOfRange, want: "choice 12: seat 1: option out of range"},
		{name: "limit", steps: 40, limit: 7, want: "choice limit reached (7 choices)"},
		{name: "limit at the last", steps: 40, limit: 29, want: "choice limit reached (29 choices)"},
		{name: "limit at the end", steps: 40, limit: 30},
		{name: "recorded", steps: 40, writes: 1000},
		{name: "record fails", steps: 40, writes: 6, want: "choice 6 not recorded"},
		{name: "record fails at the end", steps: 40, writes: 30, want: "choice 30 not recorded"},
		{name: "kind not a token", steps: 40, kinds: []string{"walk.a", "walk.b", "walk c"}, want: `kind "walk c" is not a token`},
		{name: "kind empty", steps: 40, kinds: []string{"", "walk.b", "walk.c"}, want: `kind "" is not a token`},
		{name: "many kinds", steps: 80, kinds: manyKinds(40)},
		{name: "seat without a player", steps: 40, nobody: true, want: "seat 1: no player in the seat"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			run := func(mk func() engine.Game) string {
				return runWalk(t, mk, tc.fail, tc.answer, tc.nobody, tc.limit, tc.writes)
			}
			auto := run(func() engine.Game { return newWalk(tc.steps, tc.kinds...) })
			hand := run(func() engine.Game { return handWalk{newWalk(tc.steps, tc.kinds...)} })
			if auto != hand {
				t.Errorf("autoplayed:\n%s\nanswered a choice at a time:\n%s", auto, hand)
			}
			first, _, _ := strings.Cut(auto, "\n")
			if tc.want == "" && first != "error <nil>" || !strings.Contains(first, tc.want) {
				t.Errorf("the first run ended with %q, want %q", first, tc.want)
			}
		})
	}
}

// manyKinds returns n kinds, more than the Table keeps (tokenKind).
func manyKinds(n int) []string {
	ks := make([]string, n)
	for i := range ks {
		ks[i] = fmt.Sprintf("walk.k%d", i)
	}
	return ks
}

// runWalk runs a game made by mk through a Table as the test case says,
// then runs it to its end with good players, and describes each run:
// its error, the choices, hashes, what each seat may take back, the
// pending decision, the file.
func runWalk(t *testing.T, mk func() engine.Game, fail int, answer func(*engine.Decision) (int, error), nobody bool, limit, writes int) string {
	t.Helper()
	newGame := func(engine.Header) (engine.Game, error) { return mk(), nil }
	tb, err := engine.NewTable(newGame, engine.Header{Game: "walk", Version: "1", Seats: []string{"a", "b"}})
	if err != nil {
		t.Fatal(err)
	}
	var w *failWriter
	if writes > 0 {
		w = &failWriter{ok: writes}
		if err := tb.Record(w); err != nil {
			t.Fatal(err)
		}
	}
	n := 0
	ps := []engine.Player{walkPlayer{n: &n, fail: fail, answer: answer}, walkPlayer{n: &n, fail: fail, answer: answer}}
	if nobody {
		ps[1] = nil
	}
	var out string
	describe := func(err error) {
		out += fmt.Sprintf("error %v\n", err)
		var se *engine.SeatError
		if errors.As(err, &se) {
			out += fmt.Sprintf("seat error: seat %d\n", se.Seat)
		}
		out += fmt.Sprintf("%d choices asked, %d made: %v\n", n, tb.Len(), tb.Log().Choices)
		out += fmt.Sprintf("hash %x, undoable %d %d, %q %q\n", tb.Game().Hash(), tb.Undoable(0), tb.Undoable(1), tb.UndoBlock(0), tb.UndoBlock(1))
		if d := tb.Game().Pending(); d != nil {
			out += fmt.Sprintf("pending: seat %d %s, %d options\n", d.Seat, d.Kind, len(d.Options))
		}
		if w != nil {
			out += fmt.Sprintf("file: %d writes\n%s", w.writes, w.buf.String())
		}
	}
	describe(engine.Run(tb, ps, engine.RunOptions{MaxChoices: limit}))
	ps = []engine.Player{walkPlayer{n: &n}, walkPlayer{n: &n}}
	describe(engine.Run(tb, ps, engine.RunOptions{}))
	if tb.Game().Pending() == nil && !strings.Contains(out, "not a token") {
		if _, err := engine.Replay(newGame, tb.Log(), tb.Len()); err != nil {
			t.Errorf("the table's log does not replay: %v", err)
		}
	}
	return out
}
