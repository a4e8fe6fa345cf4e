package vtes_test

// A card revealed into its owner's hand stays known (shownhand.go).

import (
	"testing"

	"kindred/engine"
	"kindred/vtes"
)

// A master card that searches (for Test Trinket, seize_test.go) the library for an equipment card, reveals
// it and moves it to the hand (Sakhar's action, as a master card).
var _ = fixture(&vtes.CardDef{ID: 997871, Name: "Test Shopping", Types: vtes.Master,
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Label: "search",
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			g.SearchLibraryToHand(p.Seat, func(c *vtes.Card) bool { return c.Def.Types.Has(vtes.Equipment) })
		}}}})

// The revealed card is seen in the hand by every view; the rest of the
// hand stays hidden.
func TestShownInHand(t *testing.T) {
	s := newScenario(3)
	s.Ready(0, "Lenny Burkhead", 3)
	s.Hand(0, "Test Shopping")
	other := s.Hand(0, "Roundhouse")[0]
	s.Library(0, "Roundhouse", "Test Trinket", "Roundhouse")
	g := s.Start(0, 2, vtes.PhaseMaster)
	answer(t, g, "Play Test Shopping")
	var found *vtes.Card
	for c := range g.EachInHand(0) {
		if c.Def.Name == "Test Trinket" {
			found = c
		}
	}
	if found == nil {
		t.Fatal("the trinket is not in the hand")
	}
	for _, seat := range []int{1, 2, engine.Spectator} {
		v := g.SeatView(seat)
		if v.Card(found.ID) == nil {
			t.Errorf("seat %d does not see the revealed card", seat)
		}
		if v.Card(other.ID) != nil {
			t.Errorf("seat %d sees a card of the hand never revealed", seat)
		}
	}
}
