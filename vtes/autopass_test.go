package vtes_test

import (
	"testing"

	"kindred/vtes"
)

// A referendum that passes automatically: Test Fiat, played in the
// polling, makes the referendum pass whatever the votes, once they are
// tallied.
var _ = fixture(&vtes.CardDef{ID: 992012, Name: "Test Fiat", Types: vtes.ActionModifier,
	Modes: []vtes.Mode{{Kind: vtes.PlayModifier, Step: vtes.StepPolling, Label: "the referendum passes", Legal: vtes.Political,
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			r := g.Referendum()
			r.AfterTally = append(r.AfterTally, func(g *vtes.Game, r *vtes.Referendum) { r.Passed = true })
		}}}})

// Voter Captivation "after resolution of a political action whose
// referendum passed": also after one that passed automatically, which
// counts as passed by 0 votes, so the vampire gains nothing (group G00087
// [LSJ 19980107] [PIB 20150105]). Here 1 vote for (the card's), 3
// against (Protected District).
func TestVoterCaptivationAfterAnAutomaticPass(t *testing.T) {
	s := newScenario(3)
	mk := s.Ready(0, "Mkhokheli", 1)
	s.Hand(0, "Kine Resources Contested", "Test Fiat", "Voter Captivation")
	s.Ready(1, "The Dowager", 3)
	s.Hand(1, "Protected District")
	g := s.Start(0, 2, vtes.PhaseMinion)
	answer(t, g, "Mkhokheli: Kine Resources Contested")
	for offered(g, "Do not block") {
		answer(t, g, "Do not block")
	}
	answer(t, g, "Methuselah 2", "Methuselah 2", "Methuselah 3", "Methuselah 3")
	answer(t, g, "Play Test Fiat", "Play Protected District (+3 votes against)")
	for g.Pending() != nil && !offered(g, "Play Voter Captivation") && g.Phase == vtes.PhaseMinion {
		answer(t, g, g.Labels()[0])
	}
	if !logged(g, "passes") {
		t.Fatalf("the referendum did not pass")
	}
	answer(t, g, "Play Voter Captivation (gain blood per vote of the margin)")
	if mk.Blood != 1 {
		t.Errorf("Mkhokheli has %d blood, want 1 (passed by 0 votes)", mk.Blood)
	}
}
