package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Kateline Nadasdy (AUS CEL PRE, capacity 7): in the polling of a
// political action she burns 1 blood to force a non-acting vampire to
// abstain, its votes already cast removed ([LSJ 20100311]); not the
// acting vampire (card text; §5.3).
func TestKatelineNadasdy(t *testing.T) {
	s := newScenario(3)
	readyWithHand(s, 0, "Alice Chen", 3, "Kine Resources Contested") // prince: 2 votes
	kateline := s.Ready(1, "Kateline Nadasdy", 3)
	s.Ready(2, "Graham Gottesman", 3) // prince: 2 votes
	g := s.Start(0, 2, vtes.PhaseMinion)
	wantCapacity(t, g, kateline, 7)
	callKRC(t, g, "Alice Chen")
	answer(t, g, "Alice Chen: 2 vote(s) for")
	for !offered(g, "Graham Gottesman: 2 vote(s) against") {
		answer(t, g, "Pass")
	}
	answer(t, g, "Graham Gottesman: 2 vote(s) against")
	if r := g.Referendum(); r.For != 3 || r.Against != 2 {
		t.Fatalf("%d for, %d against; want 3, 2", r.For, r.Against)
	}
	for !offered(g, "Use Kateline Nadasdy") {
		answer(t, g, "Pass")
	}
	// Graham is the only vampire to choose: Alice Chen acts, Kateline has
	// no vote.
	answer(t, g, "Use Kateline Nadasdy")
	wantBlood(t, kateline, 2)
	finish(t, g)
	if !logged(g, "The referendum passes (3 for, 0 against)") {
		t.Errorf("Graham's votes were not removed\n%s", logText(g))
	}
}
