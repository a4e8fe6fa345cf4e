package vtes_test

// A replay's foresight (Game.Foresee, engine.Foreseer).

import (
	"slices"
	"testing"

	"kindred/vtes"
)

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
		cut.Foresee(answer)
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
// its options are listed whole even when the answer is foreseen.
func TestForeseenLoopStateListsEveryOption(t *testing.T) {
	var games [2]*vtes.Game
	for i, foresee := range []bool{false, true} {
		s := newScenario(2)
		s.Ready(0, "Nik Sikko", 3)
		s.Ready(0, "Nik Sikko", 3) // the cut would stop after the first
		s.InPlay(0, "Test Lever")
		s.InPlay(0, "Test Gear").Locked = true
		s.Ready(1, "Horace Radcliffe", 3)
		g := s.Start(0, 3, vtes.PhaseMinion)
		answer(t, g, "Use Test Lever")
		if foresee {
			g.Foresee(0)
		}
		answer(t, g, "Use Test Gear") // back to the first state: Lever is barred
		games[i] = g
	}
	a, b := games[0].Pending(), games[1].Pending()
	if !slices.Equal(a.Options, b.Options) || games[0].Hash() != games[1].Hash() {
		t.Fatalf("foreseen: %d options, not foreseen %d", len(b.Options), len(a.Options))
	}
	mustNotOffer(t, games[1], "Use Test Lever")
}

// A decision that is not the minion phase's is listed whole.
func TestForeseenOtherDecisionsAreWhole(t *testing.T) {
	s := newScenario(2)
	s.Ready(0, "Nik Sikko", 3)
	s.Ready(1, "Horace Radcliffe", 3)
	g := s.Start(0, 3, vtes.PhaseMinion)
	g.Foresee(0)
	answer(t, g, "Nik Sikko bleeds")
	asked(t, g, 1, "vtes.block") // Horace may block: decline or block
	if n := len(g.Pending().Options); n < 2 {
		t.Fatalf("the block decision lists %d options", n)
	}
}
