package vtes_test

// A replay's foresight (Game.Foresee, engine.Foreseer): knowing the next
// choice of the log, the rules skip the decisions that cannot be it and
// list the minion phase's options only up to its answer.

import (
	"slices"
	"strings"
	"testing"

	"kindred/engine"
	"kindred/vtes"
)

// A reaction any ready minion may play after the blocks, doing nothing.
var _ = fixture(&vtes.CardDef{ID: 996101, Name: "Test Shrug", Types: vtes.Reaction,
	Modes: []vtes.Mode{{Kind: vtes.PlayReaction, Step: vtes.StepAfterBlocks, Label: "shrug",
		Resolve: func(*vtes.Game, *vtes.Play) {}}}})

// A card in play whose ability, used after the blocks, does nothing: an
// option of the window after the pedals' (loops_test.go).
var _ = fixture(&vtes.CardDef{ID: 996102, Name: "Test Idle Chime", Types: vtes.Master,
	Static: vtes.Static{Abilities: []vtes.Ability{{Step: vtes.StepAfterBlocks, Label: "chime",
		Resolve: func(*vtes.Game, *vtes.Play) {}}}}})

// next is a choice of a log: seat's decision of kind answered with option.
func next(seat int, kind string, option int) *engine.Choice {
	return &engine.Choice{Seat: seat, Kind: kind, Option: option}
}

// minionPhaseOfThree: seat 0 has three ready vampires in its minion
// phase; seat 1 has none that could block.
func minionPhaseOfThree() *vtes.Game {
	s := newScenario(2)
	s.Ready(0, "Nik Sikko", 3)
	s.Ready(0, "Horace Radcliffe", 3)
	s.Ready(0, "Nik Sikko", 3)
	s.Torpor(1, "Horace Radcliffe", 1)
	return s.Start(0, 3, vtes.PhaseMinion)
}

// Told the answer to come, the minion phase lists its options up to that
// one (and two at least) and stops; the state and its hash are those of
// the game that lists them all, and so is the game after the answer.
func TestForeseenMinionPhaseListsOptionsUpToTheAnswer(t *testing.T) {
	for _, answer := range []int{0, 1, 3} {
		whole, cut := minionPhaseOfThree(), minionPhaseOfThree()
		cut.Foresee(next(0, "vtes.action", answer))
		for _, g := range []*vtes.Game{whole, cut} {
			if err := g.Answer("Horace Radcliffe hunts"); err != nil {
				t.Fatal(err)
			}
			asked(t, g, 0, "vtes.action")
		}
		w, c := whole.Pending().Options, cut.Pending().Options
		// The list stops between two minions: at least the options needed,
		// fewer than all.
		if need := max(answer+1, 2); len(c) < need || len(c) >= len(w) {
			t.Fatalf("answer %d foreseen: %d options listed of %d, want %d or more, fewer than all", answer, len(c), len(w), need)
		}
		if !slices.Equal(c, w[:len(c)]) {
			t.Fatalf("answer %d foreseen: the options listed %v are not the first of %v", answer, c, w)
		}
		if whole.Hash() != cut.Hash() {
			t.Fatalf("answer %d foreseen: the hashes differ", answer)
		}
		if err := whole.Apply(answer); err != nil {
			t.Fatal(err)
		}
		if err := cut.Apply(answer); err != nil {
			t.Fatal(err)
		}
		if whole.Hash() != cut.Hash() || (whole.Pending() == nil) != (cut.Pending() == nil) {
			t.Fatalf("answer %d: the games differ after it", answer)
		}
	}
}

// A state the loop guard has seen this turn may lose options (§14 C49):
// its options are listed whole even when the answer is foreseen, and the
// phase is not ended for a foreseen choice of another decision.
func TestForeseenLoopStateListsEveryOption(t *testing.T) {
	for _, foreseen := range []*engine.Choice{next(0, "vtes.action", 0), next(1, "vtes.master", 0)} {
		var games [2]*vtes.Game
		for i, foresee := range []bool{false, true} {
			g := leverAndGear(2) // two vampires: the cut would stop after the first
			answer(t, g, "Use Test Lever")
			if foresee {
				g.Foresee(foreseen)
			}
			answer(t, g, "Use Test Gear") // back to the first state: Lever is barred
			asked(t, g, 0, "vtes.action")
			games[i] = g
		}
		a, b := games[0].Pending(), games[1].Pending()
		if !slices.Equal(a.Options, b.Options) || games[0].Hash() != games[1].Hash() {
			t.Fatalf("%s foreseen: %d options, not foreseen %d", foreseen.Kind, len(b.Options), len(a.Options))
		}
		mustNotOffer(t, games[1], "Use Test Lever")
	}
}

// The decisions a replay knows are not asked, because the next choice of
// the log is another seat's or another kind's, are taken as declined and
// passed without listing their options: the same game as when the seat
// is asked and declines and passes.
func TestForeseenDecisionsNotAskedArePassed(t *testing.T) {
	bleed := func() *vtes.Game {
		s := newScenario(2)
		s.Ready(0, "Nik Sikko", 3)
		s.Ready(0, "Nik Sikko", 3)        // acts next
		s.Ready(1, "Horace Radcliffe", 3) // may block
		s.Hand(1, "Test Shrug")           // and react after the blocks
		return s.Start(0, 3, vtes.PhaseMinion)
	}
	asked, foreseen := bleed(), bleed()
	if err := asked.Apply(1); err != nil { // the first Nik Sikko bleeds
		t.Fatal(err)
	}
	answer(t, asked, "Do not block", "Pass")
	foreseen.Foresee(next(0, "vtes.action", 0)) // seat 0's next minion-phase decision
	if err := foreseen.Apply(1); err != nil {
		t.Fatal(err)
	}
	for _, g := range []*vtes.Game{asked, foreseen} {
		if d := g.Pending(); d == nil || d.Seat != 0 || d.Kind != "vtes.action" {
			t.Fatalf("pending %+v, want seat 0's next action", d)
		}
	}
	if asked.Hash() != foreseen.Hash() {
		t.Error("the hashes differ")
	}
	if !slices.Equal(asked.Log(), foreseen.Log()) {
		t.Errorf("the logs differ:\n%q\n%q", asked.Labels(), foreseen.Labels())
	}
	if pool(foreseen, 1) != 29 {
		t.Errorf("the bleed took seat 1 to %d pool, want 29", pool(foreseen, 1))
	}
}

// bleedIntoTwoReactors: seat 0's Nik Sikko is to bleed (option 1 of its
// minion phase); seat 1 has two ready vampires, each able to block it
// and to play Test Shrug after the blocks.
func bleedIntoTwoReactors() *vtes.Game {
	s := newScenario(2)
	s.Ready(0, "Nik Sikko", 3)
	s.Ready(1, "Horace Radcliffe", 3)
	s.Ready(1, "Horace Radcliffe", 3)
	s.Hand(1, "Test Shrug")
	return s.Start(0, 3, vtes.PhaseMinion)
}

// Told the answer to come, a block decision and a window's decision list
// their options up to that one (and two at least), in the order of the
// whole list: the state, its hash and the game after the answer are those
// of the game that lists them all. Told nothing (the decision a replay
// stops at), they list them all.
func TestForeseenBlockAndWindowListOptionsUpToTheAnswer(t *testing.T) {
	steps := []struct {
		before int // the answer that leads to the decision
		seat   int
		kind   string
		whole  int // its options, listed whole
	}{
		{1, 1, "vtes.block", 3}, // Nik Sikko bleeds: do not block, or block with either Horace
		{0, 1, "vtes.play", 3},  // no block: pass, or Test Shrug with either Horace
	}
	for si, st := range steps {
		for _, answer := range []int{-1, 0, 1, 2} { // -1: nothing foreseen
			whole, cut := bleedIntoTwoReactors(), bleedIntoTwoReactors()
			for _, g := range []*vtes.Game{whole, cut} {
				for _, prev := range steps[:si] {
					if err := g.Apply(prev.before); err != nil {
						t.Fatal(err)
					}
				}
			}
			if answer >= 0 {
				cut.Foresee(next(st.seat, st.kind, answer))
			} else {
				cut.Foresee(nil)
			}
			for _, g := range []*vtes.Game{whole, cut} {
				if err := g.Apply(st.before); err != nil {
					t.Fatal(err)
				}
				asked(t, g, st.seat, st.kind)
			}
			w, c := whole.Pending().Options, cut.Pending().Options
			want := st.whole
			if answer >= 0 {
				want = max(answer+1, 2)
			}
			if len(w) != st.whole || len(c) != want {
				t.Fatalf("%s, answer %d foreseen: %d options listed of %d, want %d of %d", st.kind, answer, len(c), len(w), want, st.whole)
			}
			if !slices.Equal(c, w[:len(c)]) || !slices.Equal(cut.Labels(), whole.Labels()[:len(c)]) {
				t.Fatalf("%s, answer %d foreseen: the options listed %q are not the first of %q", st.kind, answer, cut.Labels(), whole.Labels())
			}
			if whole.Hash() != cut.Hash() {
				t.Fatalf("%s, answer %d foreseen: the hashes differ", st.kind, answer)
			}
			a := max(answer, 0)
			if err := whole.Apply(a); err != nil {
				t.Fatal(err)
			}
			if err := cut.Apply(a); err != nil {
				t.Fatal(err)
			}
			if whole.Hash() != cut.Hash() || !slices.Equal(whole.Log(), cut.Log()) {
				t.Fatalf("%s, answer %d: the games differ after it", st.kind, a)
			}
		}
	}
}

// A window the loop guard watches (§14 C49, after loops.go's
// windowLoopWatch plays) lists its options whole though its answer is
// foreseen: a game replayed so, told each next choice, follows the game
// played with every option listed, choice by choice, through the loop the
// guard ends. (Cut there at the pedal, the list would lose it to the
// guard and keep the pass alone, not asked, where the whole list keeps
// Test Idle Chime's option and is asked.)
func TestForeseenWindowLoopFollowsTheWholeGame(t *testing.T) {
	pedals := func() *vtes.Game {
		s := newScenario(2)
		s.Ready(0, "Nik Sikko", 3)
		s.InPlay(0, "Test Left Pedal")
		s.InPlay(0, "Test Right Pedal").Locked = true
		s.InPlay(0, "Test Idle Chime")
		s.Uncontrolled(1, "Horace Radcliffe", 0) // no one to block
		return s.Start(0, 3, vtes.PhaseMinion)
	}
	// pedal is the option using a pedal, else the first (pass).
	pedal := func(g *vtes.Game) int {
		for i, l := range g.Labels() {
			if strings.Contains(l, "Pedal") {
				return i
			}
		}
		return 0
	}
	whole, cut := pedals(), pedals()
	a := 1 // Nik Sikko bleeds
	for n := 0; n == 0 || whole.Action() != nil; n++ {
		if n > 30 {
			t.Fatalf("the bleed still goes on after %d decisions", n)
		}
		if err := whole.Apply(a); err != nil {
			t.Fatal(err)
		}
		d, next := whole.Pending(), 0
		if d != nil {
			next = pedal(whole)
			cut.Foresee(&engine.Choice{Seat: d.Seat, Kind: d.Kind, Option: next})
		} else {
			cut.Foresee(nil)
		}
		if err := cut.Apply(a); err != nil {
			t.Fatal(err)
		}
		c := cut.Pending()
		if (c == nil) != (d == nil) || whole.Hash() != cut.Hash() {
			t.Fatalf("decision %d: the game told the answers to come differs from the whole game", n)
		}
		if d == nil {
			break
		}
		if c.Seat != d.Seat || c.Kind != d.Kind || len(c.Options) <= next || !slices.Equal(c.Options, d.Options[:len(c.Options)]) {
			t.Fatalf("decision %d: options %v, not a prefix of %v holding option %d", n, c.Options, d.Options, next)
		}
		a = next
	}
	if !logSays(cut, "infinite loop rule") || !slices.Equal(whole.Log(), cut.Log()) {
		t.Error("the loop did not end the same way in both games")
	}
}
