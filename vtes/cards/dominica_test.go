package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Dominica: a +1 stealth action to search the library for a master
// archetype card, reveal it and move it to the hand; another master card
// is not offered (card text).
func TestDominica(t *testing.T) {
	s := newScenario(3)
	s.Ready(0, "Dominica", 3)
	s.Library(0, "Papillon", "Dabbler", "Soak")
	s.Ready(1, "Mkhokheli", 3)
	g := s.Start(0, 2, vtes.PhaseMinion)
	answer(t, g, "Dominica: Dominica (search the library for a master archetype card)")
	if a := g.Action(); a == nil || a.Stealth != 1 {
		t.Fatalf("action %+v, want stealth 1", a)
	}
	finish(t, g)
	if !logged(g, "reveals Dabbler from their library") {
		t.Errorf("the archetype is not revealed\n%s", logText(g))
	}
	inHand := false
	for c := range g.EachInHand(0) {
		inHand = inHand || c.Def.Name == "Dabbler"
	}
	if !inHand {
		t.Error("Dabbler is not in the hand")
	}
	t.Run("another master card is not found", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Dominica", 3)
		s.Library(0, "Papillon", "Soak")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Dominica: Dominica (search the library for a master archetype card)")
		finish(t, g)
		if logged(g, "reveals") {
			t.Errorf("a card that is no archetype is revealed\n%s", logText(g))
		}
	})
	vanilla(t, "Dominica", 3, 0, vtes.Fortitude, vtes.Inferior)
}
