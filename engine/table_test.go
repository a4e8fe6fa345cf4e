package engine_test

import (
	"bytes"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"kindred/bot"
	"kindred/engine"
	"kindred/engine/enginetest"
)

// bots returns one random bot per seat, seeded from seed.
func bots(seats int, seed uint64) []engine.Player {
	ps := make([]engine.Player, seats)
	for s := range ps {
		ps[s] = bot.NewRandom(seed*16 + uint64(s))
	}
	return ps
}

// play plays a whole game of Hoard between random bots.
func play(t testing.TB, seats int, seed, botSeed uint64) *engine.Table {
	t.Helper()
	tb, err := engine.NewTable(enginetest.New, enginetest.Header(seats, seed))
	if err != nil {
		t.Fatal(err)
	}
	if err := engine.Run(tb, bots(seats, botSeed), engine.RunOptions{MaxChoices: 10000}); err != nil {
		t.Fatal(err)
	}
	return tb
}

func marshal(t testing.TB, l *engine.Log) []byte {
	t.Helper()
	data, err := l.MarshalText()
	if err != nil {
		t.Fatal(err)
	}
	return data
}

func TestSameInputsGiveSameGame(t *testing.T) {
	for seed := range uint64(20) {
		a := play(t, 2+int(seed%3), seed, seed+100)
		b := play(t, 2+int(seed%3), seed, seed+100)
		if !bytes.Equal(marshal(t, a.Log()), marshal(t, b.Log())) {
			t.Fatalf("seed %d: two runs wrote different logs", seed)
		}
		if a.Game().Hash() != b.Game().Hash() {
			t.Fatalf("seed %d: final hashes differ", seed)
		}
		if a.Len() < 10 {
			t.Errorf("seed %d: only %d choices; the toy game is too short to test anything", seed, a.Len())
		}
	}
	// Another game seed or other bots give another game.
	base := marshal(t, play(t, 3, 1, 1).Log())
	if bytes.Equal(base, marshal(t, play(t, 3, 2, 1).Log())) {
		t.Error("game seeds 1 and 2 gave the same log")
	}
	if bytes.Equal(base, marshal(t, play(t, 3, 1, 2).Log())) {
		t.Error("bot seeds 1 and 2 gave the same log")
	}
}

func TestAnswerRefusesBadAnswers(t *testing.T) {
	tb, err := engine.NewTable(enginetest.New, enginetest.Header(3, 5))
	if err != nil {
		t.Fatal(err)
	}
	g := tb.Game()
	d := g.Pending()
	n := len(d.Options)
	other := (d.Seat + 1) % 3
	tests := []struct {
		name         string
		seat, option int
		want         error
	}{
		{"wrong seat", other, 0, engine.ErrWrongSeat},
		{"spectator", engine.Spectator, 0, engine.ErrWrongSeat},
		{"seat out of range", 7, 0, engine.ErrWrongSeat},
		{"negative option", d.Seat, -1, engine.ErrOutOfRange},
		{"one past the end", d.Seat, n, engine.ErrOutOfRange},
		{"huge option", d.Seat, 1 << 40, engine.ErrOutOfRange},
	}
	before := g.Hash()
	for _, tt := range tests {
		err := tb.Answer(tt.seat, tt.option)
		if !errors.Is(err, tt.want) {
			t.Errorf("%s: error %v, want %v", tt.name, err, tt.want)
		}
		if g.Hash() != before || tb.Len() != 0 || g.Pending().Seat != d.Seat || len(g.Pending().Options) != n {
			t.Errorf("%s: a refused answer changed the game", tt.name)
		}
	}
	// The game itself refuses out-of-range options too.
	if err := g.Apply(n); !errors.Is(err, engine.ErrOutOfRange) || g.Hash() != before {
		t.Errorf("Apply(%d) = %v, and the hash changed: %v", n, err, g.Hash() != before)
	}
	// A finished game refuses everything.
	done := play(t, 2, 5, 5)
	h := done.Game().Hash()
	if err := done.Answer(0, 0); !errors.Is(err, engine.ErrGameOver) || done.Game().Hash() != h {
		t.Errorf("answer to a finished game: %v", err)
	}
	if err := done.Game().Apply(0); !errors.Is(err, engine.ErrGameOver) {
		t.Errorf("Apply on a finished game: %v", err)
	}
}

func TestSaveLoadReplay(t *testing.T) {
	for seed := range uint64(10) {
		tb := play(t, 2+int(seed%3), seed, seed)
		data := marshal(t, tb.Log())
		l, err := engine.ParseLog(data)
		if err != nil {
			t.Fatal(err)
		}
		resumed, err := engine.Resume(enginetest.New, l)
		if err != nil {
			t.Fatal(err)
		}
		if resumed.Game().Hash() != tb.Game().Hash() || resumed.Len() != tb.Len() {
			t.Fatalf("seed %d: the resumed game differs", seed)
		}
		if resumed.Game().Pending() != nil {
			t.Fatalf("seed %d: the resumed game is not over", seed)
		}
		if !bytes.Equal(marshal(t, resumed.Log()), data) {
			t.Fatalf("seed %d: the resumed log writes differently", seed)
		}
		// Every prefix replays to the recorded hash.
		for n := range l.Choices {
			g, err := engine.Replay(enginetest.New, l, n+1)
			if err != nil {
				t.Fatal(err)
			}
			if g.Hash() != l.Choices[n].Hash {
				t.Fatalf("seed %d: replay of %d choices has hash %x, log %x", seed, n+1, g.Hash(), l.Choices[n].Hash)
			}
		}
		if r1, r2 := tb.Game().Result(), resumed.Game().Result(); !slices.Equal(r1.Scores, r2.Scores) || r1.Reason != r2.Reason {
			t.Fatalf("seed %d: results differ: %+v, %+v", seed, r1, r2)
		}
	}
}

func TestReplayRefusesBadLogs(t *testing.T) {
	tb := play(t, 3, 9, 9)
	good := tb.Log()
	if len(good.Choices) < 8 {
		t.Fatalf("only %d choices", len(good.Choices))
	}
	edit := func(f func(l *engine.Log)) *engine.Log {
		l := &engine.Log{Header: good.Header, Choices: slices.Clone(good.Choices)}
		l.Header.Seats = slices.Clone(good.Header.Seats)
		l.Header.Rules = slices.Clone(good.Header.Rules)
		f(l)
		return l
	}
	tests := []struct {
		name string
		log  *engine.Log
		want error
		msg  string
	}{
		{"hash flipped", edit(func(l *engine.Log) { l.Choices[4].Hash ^= 1 }), engine.ErrHashMismatch, "choice 5 "},
		{"other option", edit(func(l *engine.Log) { l.Choices[3].Option = (l.Choices[3].Option + 1) % 2 }), nil, "choice 4"},
		{"option out of range", edit(func(l *engine.Log) { l.Choices[2].Option = 999 }), engine.ErrDiverged, "choice 3"},
		{"other seat", edit(func(l *engine.Log) { l.Choices[6].Seat = (l.Choices[6].Seat + 1) % 3 }), engine.ErrDiverged, "choice 7"},
		{"other kind", edit(func(l *engine.Log) { l.Choices[1].Kind = "hoard.other" }), engine.ErrDiverged, "choice 2"},
		{"choice after the end", edit(func(l *engine.Log) { l.Choices = append(l.Choices, l.Choices[0]) }), engine.ErrDiverged, "game is over"},
		{"other seed", edit(func(l *engine.Log) { l.Header.Seed++ }), nil, "choice 1"},
		{"other version", edit(func(l *engine.Log) { l.Header.Version = "2" }), nil, "version"},
		{"unknown rule", edit(func(l *engine.Log) { l.Header.Rules = []engine.Rule{{Key: "speed", Value: "9"}} }), nil, "speed"},
		{"too many seats", edit(func(l *engine.Log) { l.Header.Seats = append(l.Header.Seats, "x", "y") }), nil, "5 seats"},
	}
	for _, tt := range tests {
		_, err := engine.Replay(enginetest.New, tt.log, len(tt.log.Choices))
		if err == nil {
			t.Errorf("%s: replay accepted the log", tt.name)
			continue
		}
		if tt.want != nil && !errors.Is(err, tt.want) {
			t.Errorf("%s: error %v, want %v", tt.name, err, tt.want)
		}
		if !strings.Contains(err.Error(), tt.msg) {
			t.Errorf("%s: error %q does not mention %q", tt.name, err, tt.msg)
		}
		if _, err := engine.Resume(enginetest.New, tt.log); err == nil {
			t.Errorf("%s: Resume accepted the log", tt.name)
		}
	}
	if _, err := engine.Replay(enginetest.New, good, len(good.Choices)+1); err == nil {
		t.Error("Replay of more choices than the log holds succeeded")
	}
}

func TestRewind(t *testing.T) {
	tb := play(t, 3, 11, 11)
	full := tb.Log().Choices
	first := slices.Clone(full)
	start, err := enginetest.New(tb.Log().Header)
	if err != nil {
		t.Fatal(err)
	}
	for _, n := range []int{len(first) - 1, 17, 5, 0} {
		if err := tb.Rewind(n); err != nil {
			t.Fatal(err)
		}
		want := start.Hash()
		if n > 0 {
			want = first[n-1].Hash
		}
		if tb.Len() != n || tb.Game().Hash() != want {
			t.Fatalf("after Rewind(%d): %d choices, hash %x, want %x", n, tb.Len(), tb.Game().Hash(), want)
		}
	}
	// Replaying the same answers after undoing everything gives the same game.
	for _, c := range first {
		if err := tb.Answer(c.Seat, c.Option); err != nil {
			t.Fatal(err)
		}
	}
	if !slices.Equal(tb.Log().Choices, first) {
		t.Error("answering the same choices after a rewind gave another game")
	}
	h := tb.Game().Hash()
	for _, n := range []int{-1, len(first) + 1} {
		if err := tb.Rewind(n); err == nil || tb.Game().Hash() != h || tb.Len() != len(first) {
			t.Errorf("Rewind(%d) = %v and changed the game", n, err)
		}
	}
}

func TestRecordAndRecover(t *testing.T) {
	tb, err := engine.NewTable(enginetest.New, enginetest.Header(2, 21))
	if err != nil {
		t.Fatal(err)
	}
	ps := bots(2, 21)
	if err := engine.Run(tb, ps, engine.RunOptions{MaxChoices: 6}); !errors.Is(err, engine.ErrChoiceLimit) || tb.Len() != 6 {
		t.Fatalf("Run with a limit of 6: %v, %d choices", err, tb.Len())
	}
	var file bytes.Buffer
	if err := tb.Record(&file); err != nil {
		t.Fatal(err)
	}
	if err := engine.Run(tb, ps, engine.RunOptions{MaxChoices: 10}); !errors.Is(err, engine.ErrChoiceLimit) {
		t.Fatal(err)
	}
	if err := tb.Rewind(12); err != nil { // undo 4 choices
		t.Fatal(err)
	}
	if err := engine.Run(tb, ps, engine.RunOptions{}); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(file.String(), "\nrewind 12\n") {
		t.Error("the file does not record the rewind")
	}
	l, err := engine.ReadLog(bytes.NewReader(file.Bytes()))
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(l.Choices, tb.Log().Choices) {
		t.Fatal("the recorded file holds other choices than the table")
	}
	// A crash in the middle of the last line loses only that choice.
	cut := file.Bytes()[:file.Len()-5]
	l, err = engine.ParseLog(cut)
	if !errors.Is(err, engine.ErrLogTruncated) {
		t.Fatalf("cut file: %v, want ErrLogTruncated", err)
	}
	resumed, err := engine.Resume(enginetest.New, l)
	if err != nil {
		t.Fatal(err)
	}
	if resumed.Len() != tb.Len()-1 || resumed.Game().Hash() != tb.Log().Choices[tb.Len()-2].Hash {
		t.Errorf("recovered %d choices, want %d", resumed.Len(), tb.Len()-1)
	}
}

// failWriter fails every write after the first ok ones.
type failWriter struct {
	ok     int
	writes int
	buf    bytes.Buffer
}

func (w *failWriter) Write(p []byte) (int, error) {
	w.writes++
	if w.writes > w.ok {
		return 0, errors.New("disk full")
	}
	return w.buf.Write(p)
}

func TestAnswerIsUndoneWhenRecordingFails(t *testing.T) {
	tb, err := engine.NewTable(enginetest.New, enginetest.Header(2, 3))
	if err != nil {
		t.Fatal(err)
	}
	w := &failWriter{ok: 4} // the header and 3 choices
	if err := tb.Record(w); err != nil {
		t.Fatal(err)
	}
	ps := bots(2, 3)
	err = engine.Run(tb, ps, engine.RunOptions{})
	if err == nil || !strings.Contains(err.Error(), "disk full") || !strings.Contains(err.Error(), "choice 4 not recorded") {
		t.Fatalf("Run error = %v, want a failed record of choice 4", err)
	}
	if tb.Len() != 3 || tb.Game().Hash() != tb.Log().Choices[2].Hash {
		t.Fatalf("after the failed write: %d choices, hash %x, want 3 and %x", tb.Len(), tb.Game().Hash(), tb.Log().Choices[2].Hash)
	}
	// Recording stopped; play goes on unrecorded.
	if err := engine.Run(tb, ps, engine.RunOptions{}); err != nil {
		t.Fatal(err)
	}
	if w.writes != 5 {
		t.Errorf("%d writes after recording stopped, want 5", w.writes)
	}
	l, err := engine.ParseLog(w.buf.Bytes())
	if err != nil || len(l.Choices) != 3 {
		t.Errorf("the file holds %v choices, %v; want 3", l, err)
	}
}

// leaver answers like a bot, then leaves the table after some choices.
type leaver struct {
	engine.Player
	left int
}

var errLeft = errors.New("player left the table")

func (p *leaver) Choose(v engine.View, d *engine.Decision) (int, error) {
	if p.left == 0 {
		return 0, errLeft
	}
	p.left--
	return p.Player.Choose(v, d)
}

func TestHandSeatOverToBot(t *testing.T) {
	tb, err := engine.NewTable(enginetest.New, enginetest.Header(3, 8))
	if err != nil {
		t.Fatal(err)
	}
	ps := bots(3, 8)
	ps[1] = &leaver{Player: bot.NewRandom(99), left: 4}
	err = engine.Run(tb, ps, engine.RunOptions{})
	var se *engine.SeatError
	if !errors.As(err, &se) || se.Seat != 1 || !errors.Is(err, errLeft) {
		t.Fatalf("Run error = %v, want seat 1 left", err)
	}
	n, h := tb.Len(), tb.Game().Hash()
	if d := tb.Game().Pending(); d == nil || d.Seat != 1 {
		t.Fatalf("the game should wait for seat 1, waits for %+v", d)
	}
	if n == 0 || h != tb.Log().Choices[n-1].Hash {
		t.Fatal("the failed choice changed the game")
	}
	ps[1] = bot.NewRandom(100)
	if err := engine.Run(tb, ps, engine.RunOptions{}); err != nil {
		t.Fatal(err)
	}
	if tb.Game().Pending() != nil || tb.Len() <= n {
		t.Fatal("the game did not finish after the hand-over")
	}
	if _, err := engine.Resume(enginetest.New, tb.Log()); err != nil {
		t.Fatalf("the log of a handed-over game does not replay: %v", err)
	}
}

// refuser answers with an illegal option.
func TestRunReportsIllegalAnswers(t *testing.T) {
	tb, err := engine.NewTable(enginetest.New, enginetest.Header(2, 1))
	if err != nil {
		t.Fatal(err)
	}
	bad := engine.PlayerFunc(func(_ engine.View, d *engine.Decision) (int, error) { return len(d.Options), nil })
	err = engine.Run(tb, []engine.Player{bad, bad}, engine.RunOptions{})
	var se *engine.SeatError
	if !errors.As(err, &se) || se.Seat != 0 || !errors.Is(err, engine.ErrOutOfRange) || tb.Len() != 0 {
		t.Errorf("Run error = %v", err)
	}
	if err := engine.Run(tb, []engine.Player{nil, nil}, engine.RunOptions{}); !errors.As(err, &se) {
		t.Errorf("Run with empty seats: %v", err)
	}
	if err := engine.Run(tb, bots(3, 1), engine.RunOptions{}); err == nil {
		t.Error("Run with 3 players for 2 seats succeeded")
	}
	if _, err := engine.Playout(tb.Game(), []engine.Player{bad, bad}, 0); !errors.Is(err, engine.ErrOutOfRange) {
		t.Errorf("Playout error = %v", err)
	}
}

func TestPlayersSeeOnlyTheirSeat(t *testing.T) {
	tb, err := engine.NewTable(enginetest.New, enginetest.Header(3, 4))
	if err != nil {
		t.Fatal(err)
	}
	ps := make([]engine.Player, 3)
	for s := range ps {
		b := bot.NewRandom(uint64(s))
		ps[s] = engine.PlayerFunc(func(v engine.View, d *engine.Decision) (int, error) {
			if v.Seat() != s || d.Seat != s {
				return 0, fmt.Errorf("player %d given the view of seat %d for a decision of seat %d", s, v.Seat(), d.Seat)
			}
			return b.Choose(v, d)
		})
	}
	if err := engine.Run(tb, ps, engine.RunOptions{}); err != nil {
		t.Fatal(err)
	}
}

func TestPlayoutMatchesRun(t *testing.T) {
	tb := play(t, 4, 6, 6)
	g, err := enginetest.New(enginetest.Header(4, 6))
	if err != nil {
		t.Fatal(err)
	}
	n, err := engine.Playout(g, bots(4, 6), 0)
	if err != nil || n != tb.Len() || g.Hash() != tb.Game().Hash() {
		t.Errorf("Playout: %d choices, %v; Run: %d choices; same hash: %v", n, err, tb.Len(), g.Hash() == tb.Game().Hash())
	}
	g, _ = enginetest.New(enginetest.Header(4, 6))
	if n, err := engine.Playout(g, bots(4, 6), 3); n != 3 || !errors.Is(err, engine.ErrChoiceLimit) {
		t.Errorf("Playout with limit 3: %d, %v", n, err)
	}
}

func TestCloneIsIndependent(t *testing.T) {
	g, err := enginetest.New(enginetest.Header(3, 12))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := engine.Playout(g, bots(3, 1), 15); !errors.Is(err, engine.ErrChoiceLimit) {
		t.Fatal(err)
	}
	c := g.(engine.Cloner).Clone()
	if c.Hash() != g.Hash() {
		t.Fatal("the clone has another hash")
	}
	h := g.Hash()
	if _, err := engine.Playout(c, bots(3, 2), 0); err != nil {
		t.Fatal(err)
	}
	if g.Hash() != h {
		t.Fatal("playing the clone changed the original")
	}
	// The original and a second clone play the same from here.
	c2 := g.(engine.Cloner).Clone()
	engine.Playout(g, bots(3, 3), 0)
	engine.Playout(c2, bots(3, 3), 0)
	if g.Hash() != c2.Hash() {
		t.Error("a clone and its original played differently")
	}
}

func TestAnswerAllocatesOnlyToGrowTheLog(t *testing.T) {
	tb, err := engine.NewTable(enginetest.New, enginetest.Header(4, 2))
	if err != nil {
		t.Fatal(err)
	}
	b := bot.NewRandom(1)
	var w bytes.Buffer
	w.Grow(1 << 16)
	if err := tb.Record(&w); err != nil {
		t.Fatal(err)
	}
	allocs := testing.AllocsPerRun(1, func() {
		for g := tb.Game(); g.Pending() != nil; {
			d := g.Pending()
			o, _ := b.Choose(nil, d)
			if err := tb.Answer(d.Seat, o); err != nil {
				t.Fatal(err)
			}
		}
	})
	// Appending n choices to the log grows its slice about log2(n) times.
	if limit := 12.0; allocs > limit {
		t.Errorf("a game of %d choices allocated %v times, want at most %v", tb.Len(), allocs, limit)
	}
}

// labelled is a Hoard game that records when it is told to build labels
// (engine.Labeller): the number of choices applied at each call.
type labelled struct {
	engine.Game
	applied int
	calls   []string
}

func (g *labelled) Apply(o int) error {
	g.applied++
	return g.Game.Apply(o)
}

func (g *labelled) BuildLabels(on bool) {
	g.calls = append(g.calls, fmt.Sprintf("%v after %d", on, g.applied))
}

// TestReplayBuildsLabelsForTheLastDecisionOnly: Replay turns a Labeller's
// labels off for the choices it replays and back on before the last one,
// so the decision it stops at is labelled for whoever shows it.
func TestReplayBuildsLabelsForTheLastDecisionOnly(t *testing.T) {
	l := play(t, 3, 4, 4).Log()
	var last *labelled
	newGame := func(h engine.Header) (engine.Game, error) {
		g, err := enginetest.New(h)
		last = &labelled{Game: g}
		return last, err
	}
	n := len(l.Choices)
	for _, tc := range []struct {
		choices int
		want    []string
	}{
		{0, nil},
		{1, nil}, // the first decision is built labelled when the game starts
		{2, []string{"false after 0", "true after 1"}},
		{n, []string{"false after 0", fmt.Sprintf("true after %d", n-1)}},
	} {
		if _, err := engine.Replay(newGame, l, tc.choices); err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(last.calls, tc.want) {
			t.Errorf("replaying %d choices: BuildLabels calls %q, want %q", tc.choices, last.calls, tc.want)
		}
	}
	if _, err := engine.Verify(newGame, l, len(l.Choices)); err != nil || last.calls != nil {
		t.Errorf("Verify: %v; BuildLabels calls %q, want none", err, last.calls)
	}
}

// foreseeing is a Hoard game that records what Replay foresees
// (engine.Foreseer) before each choice it applies.
type foreseeing struct {
	engine.Game
	told []int
}

func (g *foreseeing) Foresee(next *engine.Choice) {
	if next == nil {
		g.told = append(g.told, -1)
		return
	}
	g.told = append(g.told, next.Option)
}

// TestReplayForeseesEachNextAnswer: before each choice, Replay tells a
// Foreseer the answer the log gives the next decision, and -1 before the
// last, whose next decision is built whole.
func TestReplayForeseesEachNextAnswer(t *testing.T) {
	l := play(t, 3, 5, 5).Log()
	var last *foreseeing
	newGame := func(h engine.Header) (engine.Game, error) {
		g, err := enginetest.New(h)
		last = &foreseeing{Game: g}
		return last, err
	}
	for _, n := range []int{0, 1, 2, len(l.Choices)} {
		if _, err := engine.Replay(newGame, l, n); err != nil {
			t.Fatal(err)
		}
		var want []int
		for i := 1; i < n; i++ {
			want = append(want, l.Choices[i].Option)
		}
		if n > 0 {
			want = append(want, -1)
		}
		if !slices.Equal(last.told, want) {
			t.Errorf("replaying %d choices: told %v, want %v", n, last.told, want)
		}
	}
	// A strict replay tells nothing: the game builds every decision.
	if _, err := engine.Verify(newGame, l, len(l.Choices)); err != nil {
		t.Fatal(err)
	}
	if last.told != nil {
		t.Errorf("Verify told the game %v", last.told)
	}
}

// rerunning is a Hoard game that replays choices itself (engine.Rerunner),
// as a Replay would, but stops at choice failAt (-1: never), claiming it
// failed.
type rerunning struct {
	engine.Game
	reruns, failAt int
}

func (g *rerunning) Rerun(cs []engine.Choice) int {
	g.reruns++
	for i, c := range cs {
		d := g.Pending()
		if i == g.failAt || d == nil || d.Seat != c.Seat || d.Kind != c.Kind || g.Apply(c.Option) != nil || g.Hash() != c.Hash {
			return i
		}
	}
	return len(cs)
}

// TestReplayLetsARerunnerReplay: Replay hands the choices to a Rerunner;
// when it fails, Replay replays the log a choice at a time for the error,
// and calls a Rerunner that refuses a good log a bug. Verify never reruns.
func TestReplayLetsARerunnerReplay(t *testing.T) {
	l := play(t, 3, 6, 6).Log()
	var last *rerunning
	failAt := -1
	newGame := func(h engine.Header) (engine.Game, error) {
		g, err := enginetest.New(h)
		last = &rerunning{Game: g, failAt: failAt}
		return last, err
	}
	n := len(l.Choices)
	g, err := engine.Replay(newGame, l, n)
	if err != nil || last.reruns != 1 || g.Hash() != l.Choices[n-1].Hash {
		t.Fatalf("a good log: %v, %d reruns", err, last.reruns)
	}
	failAt = 5
	if _, err := engine.Replay(newGame, l, n); err == nil || !strings.Contains(err.Error(), "Rerun") {
		t.Errorf("a Rerunner refusing a good log: %v", err)
	}
	failAt = -1
	bad := &engine.Log{Header: l.Header, Choices: slices.Clone(l.Choices)}
	bad.Choices[7].Hash++
	_, want := engine.Replay(enginetest.New, bad, n) // no Rerunner: a choice at a time
	if _, err := engine.Replay(newGame, bad, n); err == nil || want == nil || err.Error() != want.Error() {
		t.Errorf("a bad log: %v, want %v", err, want)
	}
	if _, err := engine.Verify(newGame, l, n); err != nil || last.reruns != 0 {
		t.Errorf("Verify: %v, %d reruns", err, last.reruns)
	}
}

// blind is a random bot that says whether it reads labels
// (engine.LabelReader).
type blind struct {
	engine.Player
	reads bool
}

func (p blind) ReadsLabels() bool { return p.reads }

// TestPlayoutBuildsNoLabelsNobodyReads: Playout turns a Labeller's labels
// off while it plays only when no player reads them, and back on after.
func TestPlayoutBuildsNoLabelsNobodyReads(t *testing.T) {
	for _, tc := range []struct {
		name  string
		reads []int // the seats whose player reads labels; -1: a player that does not say, -2: a bot.Random
		want  []string
	}{
		{"nobody reads them", nil, []string{"false after 0", "true after N"}},
		{"a random bot reads none", []int{-2}, []string{"false after 0", "true after N"}},
		{"one player reads them", []int{1}, nil},
		{"a player that does not say", []int{-1}, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g, err := enginetest.New(enginetest.Header(3, 5))
			if err != nil {
				t.Fatal(err)
			}
			lg := &labelled{Game: g}
			ps := bots(3, 5)
			for s := range ps {
				ps[s] = blind{Player: ps[s], reads: slices.Contains(tc.reads, s)}
			}
			if slices.Contains(tc.reads, -1) {
				ps[2] = engine.PlayerFunc(bot.NewRandom(99).Choose)
			}
			if slices.Contains(tc.reads, -2) {
				ps[2] = bot.NewRandom(99)
			}
			n, err := engine.Playout(lg, ps, 0)
			if err != nil || n == 0 {
				t.Fatalf("Playout = %d, %v", n, err)
			}
			var want []string
			for _, w := range tc.want {
				want = append(want, strings.ReplaceAll(w, "N", fmt.Sprint(n)))
			}
			if !slices.Equal(lg.calls, want) {
				t.Errorf("BuildLabels calls %q, want %q", lg.calls, want)
			}
		})
	}
}
