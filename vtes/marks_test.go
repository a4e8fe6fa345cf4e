package vtes_test

import (
	"testing"

	"kindred/engine"
	"kindred/vtes"
)

// View.Marks gives clients the public marks they do not draw themselves,
// in the viewer's language: here corruption counters (§13.6: public).
func TestViewMarks(t *testing.T) {
	s := newScenario(2)
	nik := s.Ready(0, "Nik Sikko", 3)
	lenny := s.Ready(1, "Lenny Burkhead", 3)
	g := s.Start(0, 3, vtes.PhaseMinion)
	g.Corrupt(lenny, 0, 2)
	v := g.SeatView(1)
	if got := v.Marks(lenny, engine.English); got != "(2 corruption of Methuselah 1)" {
		t.Errorf("English marks %q", got)
	}
	if got := v.Marks(lenny, engine.French); got != "(2 corruption de Mathusalem 1)" {
		t.Errorf("French marks %q", got)
	}
	if got := v.Marks(nik, engine.English); got != "" {
		t.Errorf("a card without marks shows %q", got)
	}
}

// A card in a library or crypt is at rest (the state hash skips it): the
// invariants catch one left with state there within eight checks.
func TestCardsAtRestInTheLibrary(t *testing.T) {
	newPosition := func() *vtes.Game {
		s := newScenario(2)
		s.Ready(0, "Nik Sikko", 3)
		s.Library(0, "Deep Song", "Roundhouse")
		s.Ready(1, "Lenny Burkhead", 3)
		return s.Start(0, 3, vtes.PhaseMinion)
	}
	g := newPosition()
	for i := 0; i < 8; i++ {
		if err := g.CheckInvariants(); err != nil {
			t.Fatalf("check %d of a sound position: %v", i, err)
		}
	}
	lib := g.Card(g.Methuselah(0).Library[0])
	lib.Blood = 2
	failed := false
	for i := 0; i < 8 && !failed; i++ {
		failed = g.CheckInvariants() != nil
	}
	if !failed {
		t.Error("a library card with blood passed eight invariant checks")
	}
}
