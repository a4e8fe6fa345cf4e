package vtes_test

import (
	"testing"

	"kindred/vtes"
)

// A strike card with a blood cost, and a combat card of its opponent that
// cancels it as it is played without its cost being paid (Anticipation's
// [AUS]), as test fixtures.
var (
	_ = fixture(&vtes.CardDef{ID: 990173, Name: "Test Costly Blow", Types: vtes.Combat,
		Modes: []vtes.Mode{{Kind: vtes.PlayStrike, Cost: vtes.Cost{Blood: 1}, Label: "strike: 3 damage",
			Resolve: func(g *vtes.Game, p *vtes.Play) { g.SetStrike(p.Minion, vtes.Strike{Label: "blow", Damage: 3}) }}}})
	_ = fixture(&vtes.CardDef{ID: 990174, Name: "Test Second Sight", Types: vtes.Combat,
		Modes: []vtes.Mode{{Kind: vtes.PlayCombat, Step: vtes.StepAsPlayed, Cost: vtes.Cost{Blood: 1},
			Label: "cancel the strike card, unpaid", Legal: vtes.OpposingStrikeCard,
			Resolve: vtes.CancelPlayingUnpaid}}})
)

// §14 C5, C6: a strike card cancelled "and its cost is not paid" gives its
// cost back; the minion chooses its strike again; the cancelling card,
// played by the opposing combatant in the "as played" window, costs what
// it costs. Without the cancel, the cost stays paid.
func TestCancelledStrikeCardUnpaid(t *testing.T) {
	setup := func(t *testing.T) (*vtes.Game, *vtes.Card, *vtes.Card) {
		s := newScenario(2)
		nik := s.Ready(0, "Nik Sikko", 3)
		s.Hand(0, "Test Costly Blow", "Test Haymaker")
		catalina := s.Ready(1, "Catalina Vega", 4)
		s.Hand(1, "Test Second Sight")
		g := s.Start(0, 3, vtes.PhaseMinion)
		answer(t, g, "Nik Sikko bleeds", "Block with Catalina Vega", "Play Test Costly Blow")
		asked(t, g, 1, "vtes.play")
		return g, nik, catalina
	}
	t.Run("cancelled, cost given back", func(t *testing.T) {
		g, nik, catalina := setup(t)
		answer(t, g, "Play Test Second Sight")
		if nik.Blood != 3 {
			t.Errorf("Nik Sikko %d blood, want 3: the cancelled card's cost is not paid", nik.Blood)
		}
		if catalina.Blood != 3 {
			t.Errorf("Catalina %d blood, want 3: Test Second Sight costs 1", catalina.Blood)
		}
		asked(t, g, 0, "vtes.strike")
		answer(t, g, "Play Test Haymaker")
		if !inAsh(g, "Test Costly Blow") {
			t.Error("the cancelled card is not in the ash heap")
		}
	})
	t.Run("not cancelled, cost paid", func(t *testing.T) {
		g, nik, catalina := setup(t)
		if nik.Blood != 2 {
			t.Errorf("Nik Sikko %d blood, want 2: the card's cost is paid as it is played", nik.Blood)
		}
		answer(t, g, "Pass")
		if catalina.Blood != 1 {
			t.Errorf("Catalina %d blood, want 1: the blow's 3 damage", catalina.Blood)
		}
	})
}
