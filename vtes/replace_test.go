package vtes_test

// "Do not replace until after this action" (replace.go).

import (
	"testing"

	"kindred/vtes"
)

// A +1 stealth bleed, and +1 intercept replaced after the action.
var _ = fixture(&vtes.CardDef{ID: 990984, Name: "Test Sneak Bleed", Types: vtes.Action,
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Directed: true, Target: vtes.TargetPrey, Stealth: 1, Label: "+1 stealth bleed"}}})

var _ = fixture(&vtes.CardDef{ID: 990983, Name: "Test Lookout", Types: vtes.Reaction, ReplaceAfterAction: true,
	Modes: []vtes.Mode{{Kind: vtes.PlayReaction, Step: vtes.StepBlockAttempt, Label: "+1 intercept",
		Legal: vtes.Blocking, Resolve: vtes.AddIntercept(1)}}})

// §1.5.3: the card is replaced once the action is over, not before.
func TestReplaceAfterAction(t *testing.T) {
	s := newScenario(2)
	s.Ready(0, "Nik Sikko", 3)
	s.Hand(0, "Test Sneak Bleed")
	s.Ready(1, "Horace Radcliffe", 3)
	s.Hand(1, "Test Lookout", "Test Haymaker")
	s.Library(1, "Test Haymaker")
	g := s.Start(0, 3, vtes.PhaseMinion)
	answer(t, g, "Nik Sikko: Test Sneak Bleed", "Block with Horace Radcliffe")
	for !offered(g, "Play Test Lookout") {
		answer(t, g, g.Labels()[0])
	}
	answer(t, g, "Play Test Lookout")
	if n := len(g.Methuselah(1).Hand); n != 1 {
		t.Errorf("hand %d during the action, want 1", n)
	}
	for g.Action() != nil && g.Pending() != nil {
		answer(t, g, g.Labels()[0])
	}
	if n := len(g.Methuselah(1).Hand); n != 2 {
		t.Errorf("hand %d after the action, want 2", n)
	}
}
