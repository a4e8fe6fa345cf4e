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
