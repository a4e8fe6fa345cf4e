package vtes_test

// A round that ends before its range is determined is at close range for
// the cards that care at the end of the round (Disarm, Pulled Fangs):
// group G00129 [LSJ 20100709]; rules/vtes.md §6.3, §14 C32.

import (
	"testing"

	"kindred/vtes"
)

var (
	// Before range: end the combat (Alpha Glint, Garibaldi-Meucci Museum).
	_ = fixture(&vtes.CardDef{ID: 995200, Name: "Test Curtain", Types: vtes.Combat,
		Modes: []vtes.Mode{{Kind: vtes.PlayCombat, Step: vtes.StepBeforeRange, Label: "end the combat", Legal: vtes.InCombat,
			Resolve: func(g *vtes.Game, p *vtes.Play) { g.EndCombat() }}}})
	// At the end of a round at close range (Disarm's condition).
	_ = fixture(&vtes.CardDef{ID: 995201, Name: "Test Close Call", Types: vtes.Combat,
		Modes: []vtes.Mode{{Kind: vtes.PlayCombat, Step: vtes.StepEndOfRound, Label: "at close range",
			Legal:   func(g *vtes.Game, p *vtes.Play) bool { return vtes.InCombat(g, p) && !g.Combat().Long },
			Resolve: func(g *vtes.Game, p *vtes.Play) {}}}})
)

// G00129: round 1 at long range, round 2 ended before range: the end of
// round 2 is at close range, not at the last round's long range.
func TestRangeDefaultsToCloseBeforeDetermined(t *testing.T) {
	s := newScenario(2)
	nathanielAttacks(s, 6, "Nik Sikko", 5)
	s.Hand(0, "Test Tracker", "Test Curtain", "Test Close Call")
	s.Hand(1, "Test Spotter")
	g := s.Start(0, 3, vtes.PhaseMinion)
	attack(t, g, "Nik Sikko")
	answer(t, g, "Pass", "Play Test Spotter")
	for !offered(g, "Play Test Tracker") {
		mustNotOffer(t, g, "Play Test Close Call") // round 1 is at long range
		answer(t, g, "Pass")
	}
	mustNotOffer(t, g, "Play Test Close Call") // round 1 is at long range
	answer(t, g, "Play Test Tracker")
	answer(t, g, "Play Test Curtain")
	if !logged(g, "The combat ends.") {
		t.Fatal("Test Curtain ends the combat before range")
	}
	answer(t, g, "Play Test Close Call")
}
