package cards_test

import (
	"testing"

	"kindred/vtes"
)

// A vampire diablerizing an older one may take a Discipline card such as
// Potence from the hand (§7.4 step 4, §14 C16).
func TestPotenceFoundByDiablerie(t *testing.T) {
	s := newScenario(3)
	mk := s.Ready(0, "Mkhokheli", 3) // capacity 6, no Potence
	card := s.Hand(0, "Potence")[0]
	s.Torpor(1, "Catalina Vega", 1) // capacity 8: older
	g := s.Start(0, 2, vtes.PhaseMinion)
	answer(t, g, "Mkhokheli diablerizes Catalina Vega", "Potence")
	wantOn(t, g, card, mk)
	if l := g.Level(mk, vtes.Potence); l != vtes.Inferior {
		t.Errorf("Mkhokheli's Potence level %d, want inferior", l)
	}
}
