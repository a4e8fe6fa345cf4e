package vtes_test

import (
	"testing"

	"kindred/vtes"
)

// The cards on a blocker as it blocks are recorded: a card put on it
// later in the action is not among them (blockedwith.go; Sniper Rifle
// [LSJ 20021028]).
func TestBlockedCarrying(t *testing.T) {
	s := newScenario(2)
	s.Ready(0, "Nathaniel Bordruff", 5)
	mason := s.Ready(1, "Mason Ha", 3)
	carried := s.Attach(mason, "Test Pistol", 0)
	later := s.Hand(1, "Test Pistol")[0]
	g := s.Start(0, 2, vtes.PhaseMinion)
	answer(t, g, "Nathaniel Bordruff bleeds", "Block with Mason Ha")
	a := g.Action()
	if a == nil || !a.Blocked {
		t.Fatal("no block")
	}
	g.Attach(later, mason)
	if !a.BlockedCarrying(carried) {
		t.Error("the pistol carried at the block is not recorded")
	}
	if a.BlockedCarrying(later) {
		t.Error("a pistol put on the blocker after the block counts")
	}
	var none *vtes.ActionState
	if none.BlockedCarrying(carried) || a.BlockedCarrying(nil) {
		t.Error("nil action or card")
	}
}
