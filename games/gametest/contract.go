package gametest

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"kindred/engine"
	"kindred/games"
)

// contract checks engine.Game's contract at every decision of whole
// games: a decision has options, a kind prefixed by the game's name, a
// seat in range, labels in every language; Apply refuses an option out
// of range and changes nothing; every seat's view is that seat's, the
// spectator's the public one, and renders in every language; ViewJSON is
// JSON and Status does not panic (every JSONEvery-th decision); Pending
// is nil exactly when the game is over, which then has a Result with one
// score per seat and refuses every answer.
func (r *runner) contract(t *testing.T) {
	for i := range r.o.Games {
		h := r.header(t, 100, i)
		g := r.newGame(t, h)
		seats := len(h.Seats)
		r.play(t, g, r.players(t, r.o.Bot, h.Seed, seats), func(n int, d *engine.Decision) {
			r.checkDecision(t, g, n, d)
			if n%r.o.JSONEvery == 0 {
				r.checkJSON(t, g, n)
			}
		}, nil)
		r.checkOver(t, g, seats)
		r.checkJSON(t, g, -1)
	}
}

// checkDecision checks decision n of g, pending.
func (r *runner) checkDecision(t *testing.T, g engine.Game, n int, d *engine.Decision) {
	t.Helper()
	seats := g.Seats()
	at := describe(n, d)
	if d.Seat < 0 || d.Seat >= seats {
		t.Fatalf("%s: seat %d of %d", at, d.Seat, seats)
	}
	if len(d.Options) == 0 {
		t.Fatalf("%s: no options", at)
	}
	if !strings.HasPrefix(d.Kind, r.g.Name()+".") || !isKind(d.Kind) {
		t.Fatalf("%s: kind %q is not a token prefixed by %q", at, d.Kind, r.g.Name()+".")
	}
	for _, l := range langs {
		render(t, at+": the prompt", d.Prompt, l)
		for o := range d.Options {
			render(t, fmt.Sprintf("%s: the label of option %d", at, o), d.Label(o), l)
		}
	}
	// A refused answer changes nothing.
	hash := g.Hash()
	if g.Hash() != hash {
		t.Fatalf("%s: Hash changes from one call to the next", at)
	}
	kind, seat, options := d.Kind, d.Seat, slices.Clone(d.Options)
	for _, o := range []int{-1, len(options), len(options) + 7} {
		err := g.Apply(o)
		if !errors.Is(err, engine.ErrOutOfRange) {
			t.Fatalf("%s: Apply(%d) of %d options: %v, want an error wrapping engine.ErrOutOfRange", at, o, len(options), err)
		}
		if g.Hash() != hash {
			t.Fatalf("%s: the refused Apply(%d) changed the hash", at, o)
		}
		p := g.Pending()
		if p == nil || p.Kind != kind || p.Seat != seat || !slices.Equal(p.Options, options) {
			t.Fatalf("%s: the refused Apply(%d) changed the pending decision", at, o)
		}
	}
	// Each seat's view is its own; the spectator's, and any seat's
	// outside the table, the public one.
	for s := range seats {
		if v := g.View(s); v == nil || v.Seat() != s {
			t.Fatalf("%s: View(%d) is not seat %d's", at, s, s)
		}
	}
	for _, s := range []int{engine.Spectator, seats} {
		if v := g.View(s); v == nil || v.Seat() != engine.Spectator {
			t.Fatalf("%s: View(%d) is not the spectator's", at, s)
		}
	}
	for _, l := range langs {
		viewText(t, g, d.Seat, l)
		viewText(t, g, engine.Spectator, l)
	}
}

// checkOver checks a game that ended.
func (r *runner) checkOver(t *testing.T, g engine.Game, seats int) {
	t.Helper()
	if g.Pending() != nil {
		t.Fatal("the game is not over")
	}
	hash := g.Hash()
	for _, o := range []int{0, -1} {
		if err := g.Apply(o); !errors.Is(err, engine.ErrGameOver) {
			t.Fatalf("Apply(%d) on a game over: %v, want an error wrapping engine.ErrGameOver", o, err)
		}
	}
	if g.Hash() != hash || g.Pending() != nil {
		t.Fatal("a refused Apply on a game over changed it")
	}
	res := g.Result()
	if len(res.Scores) != seats {
		t.Fatalf("the Result has %d scores for %d seats", len(res.Scores), seats)
	}
	for i, w := range res.Winners {
		if w < 0 || w >= seats || i > 0 && w <= res.Winners[i-1] {
			t.Fatalf("the Result's winners %v are not seats in order", res.Winners)
		}
	}
	for _, l := range langs {
		render(t, "the Result's reason", res.Reason, l)
	}
	for s := -1; s < seats; s++ {
		for _, l := range langs {
			viewText(t, g, s, l)
		}
	}
}

// checkJSON checks that ViewJSON gives valid JSON for every seat and the
// spectator, and that Status does not panic.
func (r *runner) checkJSON(t *testing.T, g engine.Game, n int) {
	t.Helper()
	var st games.Status
	safely(t, "Status", func() { st = r.g.Status(g) })
	if st.Phase == "" {
		t.Fatalf("decision %d: Status gives no phase", n+1)
	}
	for s := -1; s < g.Seats(); s++ {
		for _, l := range langs {
			var b json.RawMessage
			var err error
			safely(t, "ViewJSON", func() { b, err = r.g.ViewJSON(g, s, l) })
			if err != nil {
				t.Fatalf("decision %d: ViewJSON(seat %d, %s): %v", n+1, s, l, err)
			}
			if !json.Valid(b) {
				t.Fatalf("decision %d: ViewJSON(seat %d, %s) is not JSON: %s", n+1, s, l, b)
			}
		}
	}
}

// isKind reports whether s is a token of lower-case letters, digits and
// ".-_" (engine.Decision's Kind).
func isKind(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if (c < 'a' || c > 'z') && (c < '0' || c > '9') && c != '.' && c != '-' && c != '_' {
			return false
		}
	}
	return true
}

// record plays the game of h through an engine.Table with r's bot in
// every seat, bots seeded botSeed, and returns its log as text and the
// labels (in English) of the options taken.
func (r *runner) record(t *testing.T, h engine.Header, botSeed uint64) ([]byte, []string) {
	t.Helper()
	tb, err := engine.NewTable(r.g.NewGame, h)
	if err != nil {
		t.Fatalf("NewTable: %v", err)
	}
	defer func() { games.Close(tb.Game()) }()
	var taken []string
	ps := r.players(t, r.o.Bot, botSeed, len(h.Seats))
	for s, p := range ps {
		ps[s] = engine.PlayerFunc(func(v engine.View, d *engine.Decision) (int, error) {
			o, err := p.Choose(v, d)
			if err == nil {
				taken = append(taken, d.Label(o).Render(engine.English))
			}
			return o, err
		})
	}
	if err := engine.Run(tb, ps, engine.RunOptions{MaxChoices: r.o.MaxChoices}); err != nil {
		t.Fatalf("seed %d, %d seats: %v", h.Seed, len(h.Seats), err)
	}
	if tb.Game().Pending() != nil {
		t.Fatal("engine.Run returned before the game's end")
	}
	var b bytes.Buffer
	if _, err := tb.Log().WriteTo(&b); err != nil {
		t.Fatal(err)
	}
	return b.Bytes(), taken
}

// determinism: the same header and bot seeds give the same log, byte for
// byte (every choice and every hash), and the same options taken, over
// Games games; other header seeds, the bots' the same, give other games:
// other options taken.
func (r *runner) determinism(t *testing.T) {
	plays := make([][]string, r.o.Games)
	for i := range r.o.Games {
		h := r.header(t, 200, i)
		first, taken := r.record(t, h, 1)
		second, again := r.record(t, h, 1)
		if !bytes.Equal(first, second) {
			t.Fatalf("seed %d: two games of the same header and bots wrote different logs:\n%s", h.Seed, firstDiff(first, second))
		}
		if !slices.Equal(taken, again) {
			t.Fatalf("seed %d: two games of the same header and bots took options labelled differently", h.Seed)
		}
		plays[i] = taken
		// Games of as many seats, other seeds.
		for j := i % r.seatCounts(); j < i; j += r.seatCounts() {
			if slices.Equal(plays[i], plays[j]) {
				t.Errorf("header seeds %d and %d, the bots' seeds the same, give the same game", h.Seed, 200+j)
			}
		}
	}
}

// seatCounts is the number of seat counts a game may have.
func (r *runner) seatCounts() int { s := r.g.Seats(); return s.Max - s.Min + 1 }

// firstDiff shows where two texts first differ.
func firstDiff(a, b []byte) string {
	la, lb := strings.Split(string(a), "\n"), strings.Split(string(b), "\n")
	for i := 0; i < len(la) && i < len(lb); i++ {
		if la[i] != lb[i] {
			return fmt.Sprintf("line %d:\n  %s\n  %s", i+1, la[i], lb[i])
		}
	}
	return fmt.Sprintf("one is %d lines, the other %d", len(la), len(lb))
}

// replay: a game played through an engine.Table, its log written as
// text and parsed back, replays with engine.Replay and engine.Verify to
// every hash, stopping where asked at the recorded decision; a log with
// one hash corrupted is refused by both.
func (r *runner) replay(t *testing.T) {
	for i := range r.o.Games {
		h := r.header(t, 300, i)
		text, _ := r.record(t, h, h.Seed)
		l, err := engine.ParseLog(text)
		if err != nil {
			t.Fatalf("the written log does not parse: %v", err)
		}
		again, err := l.MarshalText()
		if err != nil || !bytes.Equal(again, text) {
			t.Fatalf("the parsed log does not write back the same: %v\n%s", err, firstDiff(text, again))
		}
		last := len(l.Choices)
		if last == 0 {
			t.Fatal("a game of no choices")
		}
		for _, mode := range []struct {
			name string
			f    func(engine.NewGame, *engine.Log, int) (engine.Game, error)
		}{{"Replay", engine.Replay}, {"Verify", engine.Verify}} {
			for _, n := range []int{0, 1, last / 3, last - 1, last} {
				g, err := mode.f(r.g.NewGame, l, n)
				if err != nil {
					t.Fatalf("%s of %d choices of %d: %v", mode.name, n, last, err)
				}
				if n > 0 && g.Hash() != l.Choices[n-1].Hash {
					t.Fatalf("%s of %d choices: hash %016x, the log's %016x", mode.name, n, g.Hash(), l.Choices[n-1].Hash)
				}
				d := g.Pending()
				switch {
				case n == last && d != nil:
					t.Fatalf("%s of the whole log: the game is not over", mode.name)
				case n < last && (d == nil || d.Seat != l.Choices[n].Seat || d.Kind != l.Choices[n].Kind):
					t.Fatalf("%s of %d choices: the game does not ask the log's next decision", mode.name, n)
				}
				games.Close(g)
			}
			// One hash corrupted in the text of the log: refused.
			bad := &engine.Log{Header: l.Header, Choices: slices.Clone(l.Choices)}
			at := last / 2
			bad.Choices[at].Hash ^= 1 << 17
			badText, err := bad.MarshalText()
			if err != nil {
				t.Fatal(err)
			}
			bl, err := engine.ParseLog(badText)
			if err != nil {
				t.Fatal(err)
			}
			if g, err := mode.f(r.g.NewGame, bl, last); !errors.Is(err, engine.ErrHashMismatch) {
				if g != nil {
					games.Close(g)
				}
				t.Fatalf("%s of a log whose hash %d is corrupted: %v, want engine.ErrHashMismatch", mode.name, at+1, err)
			}
		}
	}
}

// invariants plays games with every bot in turn, checking the game's
// invariants (games.Check) before the first choice and after every one;
// every game ends within MaxChoices.
func (r *runner) invariants(t *testing.T) {
	bots := r.g.Bots()
	if len(bots) == 0 {
		t.Fatal("no bots")
	}
	for i := range r.o.InvariantGames {
		h := r.header(t, 400, i)
		g := r.newGame(t, h)
		bot := bots[i%len(bots)].Name
		if err := games.Check(g); err != nil {
			t.Fatalf("game %d (seed %d, %d seats, %s bots) before its first choice: %v", i, h.Seed, len(h.Seats), bot, err)
		}
		r.play(t, g, r.players(t, bot, h.Seed, len(h.Seats)), nil, func(n, _ int) {
			if err := games.Check(g); err != nil {
				t.Fatalf("game %d (seed %d, %d seats, %s bots) after choice %d: %v", i, h.Seed, len(h.Seats), bot, n+1, err)
			}
		})
	}
}
