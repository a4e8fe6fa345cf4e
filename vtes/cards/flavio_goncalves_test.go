package cards_test

import (
	"strings"
	"testing"

	"kindred/vtes"
)

// Flávio Gonçalves can strike: dodge, once each combat: the dodge stops
// the opposing hand strike, and is not offered in the next round
// (card text; §6.4).
func TestFlavioGoncalves(t *testing.T) {
	s := newScenario(3)
	horace := s.Ready(0, "Horace Radcliffe", 4)
	flavio := readyWithHand(s, 1, "Flávio Gonçalves", 4, "Resist Earth's Grasp")
	g := s.Start(0, 2, vtes.PhaseMinion)
	answer(t, g, "Horace Radcliffe bleeds", "Block with Flávio", "Pass") // no maneuver
	answer(t, g, "Flávio Gonçalves: dodge")
	wantBlood(t, flavio, 4)
	// Flávio presses with Resist Earth's Grasp (1 blood) for a second round,
	// where his only strike left is a hand strike (taken without asking).
	answer(t, g, "Play Resist Earth's Grasp (press)")
	finish(t, g)
	if n := strings.Count(logText(g), "Flávio Gonçalves dodges"); n != 1 {
		t.Errorf("Flávio dodged %d times in the combat, want once\n%s", n, logText(g))
	}
	wantBlood(t, flavio, 2) // 1 for the press, 1 for Horace's second hand strike
	wantBlood(t, horace, 3) // only the second round's hand strike
}
