package vtes_test

// §14 C5: a master card cancelled as it is played "and its cost is not
// paid" (Wash): the pool paid for it comes back; its master phase action
// is given back at once in its player's master phase, or at their next
// one for an out-of-turn master card, whose debt stays.

import (
	"strings"
	"testing"

	"kindred/vtes"
)

var _ = fixture(&vtes.CardDef{ID: 997405, Name: "Test Washout", Types: vtes.Master, OutOfTurn: true,
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Step: vtes.StepAsPlayed,
		Label: "cancel a master card, its cost not paid", Legal: cancels(vtes.PlayMaster),
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			q := g.Playing()
			vtes.CancelPlayingUnpaid(g, p)
			g.GiveBackMasterAction(q)
		}}}})

func TestCancelledMasterUnpaid(t *testing.T) {
	t.Run("in its player's master phase: pool back, and the action", func(t *testing.T) {
		s := newScenario(2)
		s.Hand(0, "The Hungry Coyote", "Test Fortitude") // 2 pool
		s.Ready(0, "Nik Sikko", 3)
		s.Hand(1, "Test Washout")
		g := s.Start(0, 3, vtes.PhaseMaster)
		answer(t, g, "Play The Hungry Coyote", "Play Test Washout")
		if !logged(g, "The Hungry Coyote is cancelled") || !inAsh(g, "The Hungry Coyote") {
			t.Fatalf("not cancelled unpaid")
		}
		if p := pool(g, 0); p != 30 {
			t.Errorf("pool %d, want 30: the cost is not paid", p)
		}
		asked(t, g, 0, "vtes.master")
		mustOffer(t, g, "Play Test Fortitude") // the action given back
	})
	t.Run("an out-of-turn master: the action at the next master phase, the debt kept", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Nik Sikko", 3)
		s.Hand(0, "Test Trifle")
		s.Hand(1, "Test Reversal", "Test Reversal")
		s.Hand(2, "Test Washout")
		g := s.Start(0, 3, vtes.PhaseMaster)
		answer(t, g, "Play Test Trifle")
		answer(t, g, "Play Test Reversal") // seat 1's out-of-turn cancel
		answer(t, g, "Play Test Washout")  // seat 2 cancels it: seat 1 is its predator
		if !logged(g, "Test Reversal is cancelled") || logged(g, "Test Trifle is cancelled") {
			t.Fatalf("the wrong card was cancelled")
		}
		pos := vtes.WritePosition(g)
		if !strings.Contains(pos, "mpa-next 1") || !strings.Contains(pos, " oot") {
			t.Errorf("seat 1 has no MPA owed at its next master phase, or lost its debt:\n%s", pos)
		}
		// The debt stays: no second out-of-turn master this turn.
		mustNotOffer(t, g, "Play Test Reversal")
	})
}
