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
		Legal: vtes.Blocking, Resolve: vtes.AddIntercept(1).Resolve}}})

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

// A reaction replaced after the action that returns itself to the hand.
var _ = fixture(&vtes.CardDef{ID: 996000, Name: "Test Boomerang", Types: vtes.Reaction, ReplaceAfterAction: true,
	Modes: []vtes.Mode{{Kind: vtes.PlayReaction, Step: vtes.StepBlockAttempt, Label: "+1 intercept, back to hand",
		Legal: vtes.Blocking, Resolve: func(g *vtes.Game, p *vtes.Play) {
			vtes.AddIntercept(1).Resolve(g, p)
			g.ReturnToHand(p.Card)
		}}}})

// §1.5.3: "len(hand) == handSize − unreplacedDebt". A card replaced after
// the action comes back to a full hand during the action: the hand counts
// its replacement as owed, so its owner discards down to 6 and draws the
// 7th after the action, not 8 cards.
func TestReturnToHandCountsCardsOwedAfterAction(t *testing.T) {
	s := newScenario(2)
	s.Ready(0, "Nik Sikko", 3)
	s.Hand(0, "Test Sneak Bleed")
	s.Ready(1, "Horace Radcliffe", 3)
	s.Hand(1, "Test Boomerang", "Test Haymaker", "Test Haymaker", "Test Haymaker", "Test Haymaker", "Test Haymaker", "Test Haymaker")
	s.Library(1, "Test Haymaker", "Test Haymaker", "Test Haymaker")
	g := s.Start(0, 3, vtes.PhaseMinion)
	answer(t, g, "Nik Sikko: Test Sneak Bleed", "Block with Horace Radcliffe")
	for !offered(g, "Play Test Boomerang") {
		answer(t, g, g.Labels()[0])
	}
	answer(t, g, "Play Test Boomerang")
	if d := g.Pending(); d == nil || d.Seat != 1 || d.Kind != "vtes.hand-discard" {
		t.Fatalf("after the card came back: decision %+v, want seat 2 to discard down", d)
	}
	answer(t, g, g.Labels()[0])
	if n := len(g.Methuselah(1).Hand); n != 6 {
		t.Errorf("hand %d during the action, want 6 (one replacement owed)", n)
	}
	for g.Action() != nil && g.Pending() != nil {
		answer(t, g, g.Labels()[0])
	}
	if n := len(g.Methuselah(1).Hand); n != 7 {
		t.Errorf("hand %d after the action, want 7", n)
	}
}
