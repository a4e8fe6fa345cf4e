package vtes_test

// Damage inflicted by strikes (§6.7).

import (
	"testing"

	"kindred/vtes"
)

var _ = fixture(&vtes.CardDef{ID: 990961, Name: "Test Gloat", Types: vtes.Combat,
	Modes: []vtes.Mode{{Kind: vtes.PlayCombat, Step: vtes.StepEndOfRound, Label: "gloat",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			return vtes.InCombat(g, p) && g.Combat().InflictedMore(p.Minion)
		}}}})

// §6.7: the round's inflicted damage compares the strikes' unprevented
// damage; equal damage is not more.
func TestInflictedMore(t *testing.T) {
	for _, haymaker := range []bool{true, false} {
		s := newScenario(2)
		nathanielAttacks(s, 5, "Nik Sikko", 4)
		s.Hand(0, "Test Gloat", "Test Haymaker")
		g := s.Start(0, 3, vtes.PhaseMinion)
		attack(t, g, "Nik Sikko")
		if haymaker {
			answer(t, g, "Play Test Haymaker")
		} else {
			answer(t, g, "Hand strike")
		}
		for g.Pending() != nil && g.Pending().Kind != "vtes.action" && !offered(g, "Play Test Gloat") {
			answer(t, g, g.Labels()[0])
		}
		if got := offered(g, "Play Test Gloat"); got != haymaker {
			t.Errorf("haymaker %v: the end-of-round card offered %v", haymaker, got)
		}
	}
}

// Test Tally is offered at the end of a round in which Nathaniel (the
// acting side) took 1 strike damage and Nik 1 strike and 1 environmental.
var _ = fixture(&vtes.CardDef{ID: 995400, Name: "Test Tally", Types: vtes.Combat,
	Modes: []vtes.Mode{{Kind: vtes.PlayCombat, Step: vtes.StepEndOfRound, Label: "tally",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			return vtes.InCombat(g, p) && g.Combat().Taken == [2]vtes.RoundDamage{{Strikes: 1}, {Strikes: 1, Environment: 1}}
		}}}})

// §6.7, [LSJ 20010812]: environmental damage resolved with a strike is
// taken (CombatState.Taken counts it, for the damage caps) but inflicted
// by no strike: with Test Crows' 1 environmental damage on top of equal
// hand strikes, neither side inflicted more.
func TestEnvironmentalDamageIsNoStrikes(t *testing.T) {
	s := newScenario(2)
	nathanielAttacks(s, 5, "Nik Sikko", 4)
	s.Hand(0, "Test Gloat", "Test Crows", "Test Tally")
	g := s.Start(0, 3, vtes.PhaseMinion)
	attack(t, g, "Nik Sikko")
	answer(t, g, "Play Test Crows")
	for g.Pending() != nil && g.Pending().Kind != "vtes.action" && !offered(g, "Play Test Tally") {
		answer(t, g, g.Labels()[0])
	}
	if !offered(g, "Play Test Tally") {
		t.Fatal("the round's damage taken is not 1 strike damage on Nathaniel, 1 strike and 1 environmental on Nik")
	}
	mustNotOffer(t, g, "Play Test Gloat")
}
