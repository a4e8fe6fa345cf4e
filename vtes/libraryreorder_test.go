package vtes_test

import (
	"testing"

	"kindred/vtes"
)

// While its player chooses the new order of the top of a library, every
// card stays in its one place: the invariants hold at each choice, which
// the seeded simulation checks (a card was in 0 places, another in 2:
// Eulogio Sánchez de los Reyes in the Path of Death deck); the order
// chosen is the library's afterwards, top first.
func TestReorderLibraryTopKeepsEveryCard(t *testing.T) {
	s := newScenario(3)
	s.Ready(0, "Eulogio Sánchez de los Reyes", 4)
	s.Library(0, "Deflection", "Earth Control", "Conditioning") // the last is the top
	g := s.Start(0, 2, vtes.PhaseMinion)
	answer(t, g, "Eulogio Sánchez de los Reyes: Eulogio Sánchez de los Reyes")
	for _, name := range []string{"Deflection", "Earth Control"} {
		if err := g.CheckInvariants(); err != nil {
			t.Fatalf("choosing the order: %v", err)
		}
		answer(t, g, name)
	}
	lib := g.Methuselah(0).Library
	for i, want := range []string{"Conditioning", "Earth Control", "Deflection"} { // bottom first
		if got := g.Card(lib[i]).Def.Name; got != want {
			t.Errorf("library[%d] = %s, want %s", i, got, want)
		}
	}
}
