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

var (
	// A political action choosing a ready minion of another Methuselah
	// in its terms, and a polling ability for a Methuselah whose minion
	// was chosen.
	_ = fixture(&vtes.CardDef{ID: 990993, Name: "Test Subpoena", Types: vtes.PoliticalAction,
		Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Label: "summon",
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				var others []*vtes.Card
				for _, s := range g.Living() {
					if s != p.Seat {
						others = append(others, g.ReadyMinions(s)...)
					}
				}
				g.Choose(p.Seat, others)
			}}}})
	_ = fixture(&vtes.CardDef{ID: 990994, Name: "Test Witness", Types: vtes.Master,
		Static: vtes.Static{Abilities: []vtes.Ability{{Step: vtes.StepPolling, Label: "witness",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				for _, m := range g.ReadyMinions(p.Seat) {
					if g.ChosenInTerms(m) {
						return true
					}
				}
				return false
			}}}}})
)

// §5.1: a card chosen as the terms are set is known as chosen in the
// terms during the polling.
func TestChosenInTerms(t *testing.T) {
	s := newScenario(3)
	s.Ready(0, "Mkhokheli", 3)
	s.Hand(0, "Test Subpoena")
	s.Ready(1, "Lenny Burkhead", 3)
	s.InPlay(1, "Test Witness")
	s.Ready(2, "Horace Radcliffe", 3)
	s.InPlay(2, "Test Witness")
	g := s.Start(0, 3, vtes.PhaseMinion)
	answer(t, g, "Mkhokheli: Test Subpoena")
	for g.Pending().Kind == "vtes.block" {
		answer(t, g, "Do not block")
	}
	answer(t, g, "Lenny Burkhead")
	for i := 0; i < 20 && g.Pending() != nil && g.Pending().Seat != 1; i++ {
		answer(t, g, g.Labels()[0])
	}
	mustOffer(t, g, "Use Test Witness")
	for i := 0; i < 20 && g.Pending() != nil && g.Pending().Seat != 2; i++ {
		answer(t, g, "Pass")
	}
	if g.Pending() != nil && g.Pending().Kind == "vtes.vote" {
		mustNotOffer(t, g, "Use Test Witness")
	}
}
