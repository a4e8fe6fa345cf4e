package vtes_test

// Intercept given to the acting minion's blockers (§4.3).

import (
	"testing"

	"kindred/vtes"
)

// A vampire whose blockers get -1 intercept.
var _ = func() *vtes.CardDef {
	d := testVampire(990958, "Test Getaway Driver", 5, "Brujah", "pot", vtes.Anarch, vtes.NoTitle)
	d.Static.OpponentIntercept = func(g *vtes.Game, c, b *vtes.Card, a *vtes.ActionState) int { return -1 }
	return d
}()

// §4.3: -1 intercept from the actor's text: a blocker of a bleed (0
// stealth) needs 1 intercept to block.
func TestOpponentIntercept(t *testing.T) {
	s := newScenario(2)
	s.Ready(0, "Test Getaway Driver", 3)
	s.Ready(1, "Lenny Burkhead", 3)
	s.Hand(1, "Test Organized Watch")
	g := s.Start(0, 3, vtes.PhaseMinion)
	answer(t, g, "Test Getaway Driver bleeds", "Block with Lenny Burkhead")
	answer(t, g, "Pass") // -1 intercept against 0 stealth: the reaction is offered
	if logged(g, "Lenny Burkhead blocks") {
		t.Error("-1 intercept against 0 stealth blocks")
	}
}
