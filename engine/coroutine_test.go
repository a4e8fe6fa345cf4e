package engine_test

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"kindred/engine"
)

// steps is a game of rules run by an engine.Coroutine: decision i has
// plan[i] options and adds (i+1)·(answer+1) to the sum; then the rules
// do end, if set.
type steps struct {
	dec    engine.Decision
	coro   engine.Coroutine
	plan   []int
	end    func()
	sum    int
	over   bool
	waits  int   // OnWait calls
	told   []int // the option of each choice told (Rerun), -1 for nil
	unwind bool  // the rules unwound (Close)
}

func newSteps(plan []int, end func()) *steps {
	g := &steps{plan: plan, end: end}
	g.coro.Dec = &g.dec
	g.coro.OnWait = func() { g.waits++ }
	g.coro.OnEnd = func() { g.over = true }
	return g
}

func (g *steps) play() {
	defer func() { g.unwind = !g.over }()
	for i, n := range g.plan {
		g.dec.Options = g.dec.Options[:0]
		for j := range n {
			g.dec.Options = append(g.dec.Options, engine.Option{Code: int64(j)})
		}
		g.sum += (i + 1) * (g.coro.Ask(i%2, "test.step", engine.Text{}) + 1)
	}
	if g.end != nil {
		g.end()
	}
}

// hash hashes the sum, whether the game is over and whether a decision
// waits, as a game's Hash does.
func (g *steps) hash() uint64 {
	var h engine.Hasher
	h.Int(g.sum)
	h.Bool(g.over)
	h.Bool(g.coro.Waiting())
	return h.Sum()
}

func (g *steps) tell(next *engine.Choice) {
	if next == nil {
		g.told = append(g.told, -1)
	} else {
		g.told = append(g.told, next.Option)
	}
}

func TestCoroutinePlays(t *testing.T) {
	g := newSteps([]int{3, 1, 2}, nil)
	g.coro.Start(g.play)
	d := g.coro.Pending()
	if d == nil || d != &g.dec || d.Seat != 0 || d.Kind != "test.step" || len(d.Options) != 3 {
		t.Fatalf("first decision %+v, want seat 0's test.step of 3 options", d)
	}
	if err := g.coro.Apply(3); !errors.Is(err, engine.ErrOutOfRange) || g.sum != 0 {
		t.Fatalf("Apply(3) = %v with sum %d, want ErrOutOfRange and nothing done", err, g.sum)
	}
	if err := g.coro.Apply(2); err != nil {
		t.Fatal(err)
	}
	// The second decision has a single option: taken at once.
	if d := g.coro.Pending(); d == nil || d.Seat != 0 || len(d.Options) != 2 || g.sum != 3+2 {
		t.Fatalf("after one answer: pending %+v, sum %d; want the third decision and sum 5", d, g.sum)
	}
	if err := g.coro.Apply(1); err != nil {
		t.Fatal(err)
	}
	if g.coro.Pending() != nil || g.coro.Waiting() || !g.over || g.sum != 5+6 {
		t.Fatalf("after the last answer: pending %v, over %v, sum %d; want over with sum 11", g.coro.Pending(), g.over, g.sum)
	}
	if err := g.coro.Apply(0); !errors.Is(err, engine.ErrGameOver) {
		t.Fatalf("Apply after the end = %v, want ErrGameOver", err)
	}
	if g.waits != 2 {
		t.Fatalf("OnWait called %d times, want 2 (one a decision asked)", g.waits)
	}
}

func TestCoroutineAsksSingleOptionsWhenTold(t *testing.T) {
	g := newSteps([]int{1}, nil)
	g.coro.AskSingle = true
	g.coro.Start(g.play)
	if d := g.coro.Pending(); d == nil || len(d.Options) != 1 {
		t.Fatalf("pending %+v, want the single option asked", d)
	}
}

func TestCoroutineEnds(t *testing.T) {
	tests := []struct {
		name      string
		end       func()
		wantPanic string // in the RulesError, "" for none
	}{
		{"rules return", nil, ""},
		{"game over from deep inside", func() { panic(engine.GameOver{}) }, ""},
		{"a bug", func() { panic("card X broke") }, "card X broke"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := newSteps([]int{2}, tt.end)
			g.coro.Start(g.play)
			var got any
			func() {
				defer func() { got = recover() }()
				if err := g.coro.Apply(0); err != nil {
					t.Fatal(err)
				}
			}()
			if tt.wantPanic == "" {
				if got != nil || !g.over || g.coro.Pending() != nil {
					t.Fatalf("panic %v, over %v; want a quiet end", got, g.over)
				}
				return
			}
			re, ok := got.(*engine.RulesError)
			if !ok || re.Value != tt.wantPanic || !strings.Contains(re.Stack, "play") {
				t.Fatalf("panic %#v, want a RulesError of %q with the rules' stack", got, tt.wantPanic)
			}
			if !strings.Contains(re.Error(), tt.wantPanic) {
				t.Fatalf("Error() = %q, want the panic's value in it", re.Error())
			}
		})
	}
}

func TestCoroutineCloseUnwindsTheRules(t *testing.T) {
	g := newSteps([]int{2, 2}, nil)
	g.coro.Start(g.play)
	g.coro.Close()
	if !g.unwind || g.over {
		t.Fatalf("unwound %v, over %v; want the rules unwound, the game not over", g.unwind, g.over)
	}
}

// record plays plan with answers and returns the choices as a log holds
// them: each with the hash after it.
func record(plan, answers []int) []engine.Choice {
	g := newSteps(plan, nil)
	g.coro.Start(g.play)
	var cs []engine.Choice
	for _, a := range answers {
		d := g.coro.Pending()
		c := engine.Choice{Seat: d.Seat, Kind: d.Kind, Option: a}
		if err := g.coro.Apply(a); err != nil {
			panic(err)
		}
		c.Hash = g.hash()
		cs = append(cs, c)
	}
	return cs
}

func TestCoroutineRerun(t *testing.T) {
	plan := []int{2, 3, 2, 2}
	full := record(plan, []int{1, 2, 0, 1})
	bad := func(i int, f func(*engine.Choice)) []engine.Choice {
		cs := append([]engine.Choice(nil), full...)
		f(&cs[i])
		return cs
	}
	tests := []struct {
		name     string
		cs       []engine.Choice
		want     int
		wantSum  int
		wantOver bool
		wantTold []int
	}{
		{"part of the log", full[:2], 2, 2 + 6, false, []int{2, -1}},
		{"to the game's end", full, 4, 2 + 6 + 3 + 8, true, []int{2, 0, 1, -1}},
		{"a wrong hash", bad(1, func(c *engine.Choice) { c.Hash++ }), 1, 2 + 6, false, []int{2, 0}},
		{"a wrong hash at the end", bad(3, func(c *engine.Choice) { c.Hash++ }), 3, 2 + 6 + 3 + 8, true, []int{2, 0, 1, -1}},
		{"another kind", bad(0, func(c *engine.Choice) { c.Kind = "test.other" }), 0, 0, false, nil},
		{"an option out of range", bad(2, func(c *engine.Choice) { c.Option = 2 }), 1, 2 + 6, false, []int{2, 2}},
		{"nothing", nil, 0, 0, false, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := newSteps(plan, nil)
			g.coro.Start(g.play)
			n := g.coro.Rerun(tt.cs, g.hash, g.tell)
			if n != tt.want || g.sum != tt.wantSum || g.over != tt.wantOver {
				t.Fatalf("Rerun = %d, sum %d, over %v; want %d, %d, %v", n, g.sum, g.over, tt.want, tt.wantSum, tt.wantOver)
			}
			if !slices.Equal(g.told, tt.wantTold) {
				t.Fatalf("told %v, want %v", g.told, tt.wantTold)
			}
		})
	}
}

func TestCoroutineRerunThenPlay(t *testing.T) {
	plan := []int{2, 3, 2}
	cs := record(plan, []int{1, 2})
	g := newSteps(plan, nil)
	g.coro.Start(g.play)
	if n := g.coro.Rerun(cs, g.hash, g.tell); n != 2 {
		t.Fatalf("Rerun = %d, want 2", n)
	}
	if g.hash() != cs[1].Hash {
		t.Fatal("the state after a rerun is not the recorded one")
	}
	if err := g.coro.Apply(1); err != nil || !g.over || g.sum != 2+6+6 {
		t.Fatalf("Apply after Rerun: %v, over %v, sum %d; want over with sum 14", err, g.over, g.sum)
	}
}

// TestCoroutineAutoplay: Autoplay's choose answers the decisions inside
// the rules, seeing them pending; an answer it refuses or gives out of
// range hands the decision to the caller, who answers it as usual.
func TestCoroutineAutoplay(t *testing.T) {
	g := newSteps([]int{3, 2, 1, 2, 3}, nil)
	g.coro.Start(g.play)
	var seen []int // the seat of each decision choose saw, pending
	answers := []int{1, 7, 0}
	g.coro.Autoplay(func(d *engine.Decision) (int, bool) {
		if g.coro.Pending() != d || !g.coro.Waiting() {
			t.Errorf("choose given %+v while the pending decision is %+v", d, g.coro.Pending())
		}
		seen = append(seen, d.Seat)
		if len(answers) == 0 {
			return 0, false
		}
		a := answers[0]
		answers = answers[1:]
		return a, true
	})
	// The first decision was handed to the caller by Start.
	if err := g.coro.Apply(2); err != nil {
		t.Fatal(err)
	}
	// Choose answered the second (1), gave the fourth 7 of 2 options: the
	// caller has it, the third (a single option) taken at once.
	if d := g.coro.Pending(); d == nil || len(d.Options) != 2 || g.sum != 3+2*2+3*1 {
		t.Fatalf("pending %+v with sum %d: want the fourth decision and sum 10", d, g.sum)
	}
	if err := g.coro.Apply(1); err != nil {
		t.Fatal(err)
	}
	// Choose answered the fifth (0).
	if g.coro.Pending() != nil || !g.over || g.sum != 10+4*2+5*1 {
		t.Fatalf("pending %+v, over %v, sum %d: want over with sum 23", g.coro.Pending(), g.over, g.sum)
	}
	if !slices.Equal(seen, []int{1, 1, 0}) || g.waits != 4 {
		t.Errorf("choose saw seats %v, OnWait called %d times; want seats [1 1 0] and 4 waits", seen, g.waits)
	}
	g.coro.Autoplay(nil)
}
