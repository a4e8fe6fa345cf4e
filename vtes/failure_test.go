package vtes_test

// Actions made to fail (failure.go).

import (
	"testing"

	"kindred/vtes"
)

// As an action is announced, its target's Methuselah may make it fail.
var _ = fixture(&vtes.CardDef{ID: 990990, Name: "Test Veto", Types: vtes.Master,
	Static: vtes.Static{Abilities: []vtes.Ability{{Step: vtes.StepAnnounced, Label: "the action fails",
		Legal:   func(g *vtes.Game, p *vtes.Play) bool { return g.Action().Aims(p.Seat) },
		Resolve: func(g *vtes.Game, p *vtes.Play) { g.FailAction() }}}}})

// §4.1: a failed bleed is not blocked and does not resolve.
func TestFailActionByACardInPlay(t *testing.T) {
	s := newScenario(2)
	s.Ready(0, "Nik Sikko", 3)
	s.Ready(1, "Lenny Burkhead", 3)
	s.InPlay(1, "Test Veto")
	g := s.Start(0, 3, vtes.PhaseMinion)
	answer(t, g, "Nik Sikko bleeds", "Use Test Veto")
	if g.Action() != nil && g.Pending() != nil && offered(g, "Block with") {
		t.Fatalf("a failed action is not blocked")
	}
	if pool(g, 1) != 30 || !logged(g, "The action of Nik Sikko fails") {
		t.Errorf("pool %d, want 30: no bleed", pool(g, 1))
	}
}
