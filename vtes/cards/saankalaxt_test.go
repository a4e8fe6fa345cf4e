package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Saankaláxt: steal a piece of equipment as a directed action costing 1
// blood, paid on success; it moves onto him (card text; §4.4).
func TestSaankalaxt(t *testing.T) {
	s := newScenario(3)
	saan := s.Ready(0, "Saankaláxt", 3)
	trevon := s.Ready(1, "Trevon Parker", 3)
	bow := s.Attach(trevon, "Ivory Bow", 0)
	g := s.Start(0, 2, vtes.PhaseMinion)
	answer(t, g, "Saankaláxt (steal an equipment → Ivory Bow)")
	if a := g.Action(); a == nil || !a.Directed {
		t.Fatalf("action %+v, want a directed action", a)
	}
	finish(t, g)
	wantOn(t, g, bow, saan)
	wantBlood(t, saan, 2)
}
