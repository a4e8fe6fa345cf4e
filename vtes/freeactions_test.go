package vtes_test

// Non-mandatory actions of the turn, and "if your prey is ousted"
// (freeactions.go).

import (
	"testing"

	"kindred/vtes"
)

var (
	// An action usable only if no non-mandatory action was performed
	// this turn.
	_ = fixture(&vtes.CardDef{ID: 990988, Name: "Test Rally", Types: vtes.Action,
		Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Label: "rally", Legal: vtes.NoFreeActionYet}}})
	// 4 pool when its controller's prey is ousted.
	_ = fixture(&vtes.CardDef{ID: 990989, Name: "Test Bounty", Types: vtes.Master,
		Static: vtes.Static{OnPreyOusted: func(g *vtes.Game, c *vtes.Card) { g.GainPool(c.Controller, 4) }}})
)

// §3.4, §14 C17: a mandatory hunt leaves the turn free; a hunt that is
// not mandatory does not.
func TestNoFreeActionYet(t *testing.T) {
	s := newScenario(2)
	s.Ready(0, "Nik Sikko", 0)
	s.Ready(0, "Horace Radcliffe", 3)
	s.Ready(0, "Catalina Vega", 3)
	s.Hand(0, "Test Rally")
	s.Ready(1, "Lenny Burkhead", 3)
	g := s.Start(0, 3, vtes.PhaseMinion)
	// Nik Sikko's mandatory hunt is the only option: taken at once.
	answer(t, g, "Do not block")
	mustOffer(t, g, "Horace Radcliffe: Test Rally")
	answer(t, g, "Horace Radcliffe hunts", "Do not block") // not mandatory
	mustNotOffer(t, g, "Catalina Vega: Test Rally")
}

// §8.1: the predator of an ousted Methuselah gets its 6 pool, then the
// trigger's 4.
func TestOnPreyOusted(t *testing.T) {
	s := newScenario(3)
	s.Ready(0, "Nik Sikko", 3)
	s.InPlay(0, "Test Bounty")
	s.Pool(1, 1)
	g := s.Start(0, 3, vtes.PhaseMinion)
	answer(t, g, "Nik Sikko bleeds")
	for g.Pending() != nil && !g.Methuselah(1).Ousted {
		answer(t, g, g.Labels()[0])
	}
	if pool(g, 0) != 40 {
		t.Errorf("pool %d, want 40 = 30 + 6 + 4", pool(g, 0))
	}
}
