package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Elder Library, for 1 pool: a unique location giving +1 hand size; a
// contested copy gives nothing (card text; §14 C8; [ANK 20221028]).
func TestElderLibrary(t *testing.T) {
	t.Run("played: +1 hand size", func(t *testing.T) {
		s := newScenario(2)
		lib := s.Hand(0, "Elder Library")[0]
		s.Library(0, "Threats", "Threats", "Threats", "Threats", "Threats", "Threats",
			"Threats", "Threats", "Threats")
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Play Elder Library")
		wantZone(t, lib, vtes.ZoneInPlay)
		wantPool(t, g, 29, 30)
		finish(t, g)
		if n := len(g.Hand(0)); n != 8 {
			t.Errorf("hand of %d after the discard phase, want 8", n)
		}
	})
	t.Run("contested: no bonus", func(t *testing.T) {
		s := newScenario(2)
		s.InPlay(1, "Elder Library")
		s.Hand(0, "Elder Library")
		g := s.Start(0, 2, vtes.PhaseMaster)
		if n := g.HandSize(1); n != 8 {
			t.Errorf("hand size %d with an Elder Library, want 8", n)
		}
		answer(t, g, "Play Elder Library")
		for seat := range 2 {
			if n := g.HandSize(seat); n != 7 {
				t.Errorf("Methuselah %d's hand size is %d with a contested Elder Library, want 7",
					seat+1, n)
			}
		}
	})
}
