package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Sakhar: a +1 stealth action to search the library for an equipment
// card, reveal it and move it to the hand; the library is shuffled (card
// text).
func TestSakhar(t *testing.T) {
	s := newScenario(3)
	s.Ready(0, "Sakhar", 3)
	s.Library(0, "Soak", "Ivory Bow", "Soak")
	s.Ready(1, "Mkhokheli", 3)
	g := s.Start(0, 2, vtes.PhaseMinion)
	answer(t, g, "Sakhar: Sakhar (search the library for an equipment card)")
	if a := g.Action(); a == nil || a.Stealth != 1 {
		t.Fatalf("action %+v, want stealth 1", a)
	}
	finish(t, g)
	if !logged(g, "reveals Ivory Bow from their library") {
		t.Errorf("the equipment is not revealed\n%s", logText(g))
	}
	inHand := false
	for c := range g.EachInHand(0) {
		inHand = inHand || c.Def.Name == "Ivory Bow"
	}
	if !inHand {
		t.Error("Ivory Bow is not in the hand")
	}
	vanilla(t, "Sakhar", 6, 0, vtes.Auspex, vtes.Superior)
}
