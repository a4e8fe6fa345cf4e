package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Kumpania, for 1 pool: put in play; locked, it gives a Ravnos of
// capacity 5 or more its Methuselah controls +1 intercept (card text;
// §4.3).
func TestKumpania(t *testing.T) {
	t.Run("put in play for 1 pool", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Roberto Rivamonte", 3)
		k := s.Hand(0, "Kumpania")[0]
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Play Kumpania")
		wantZone(t, k, vtes.ZoneInPlay)
		wantPool(t, g, 29, 30, 30)
	})
	t.Run("lock: +1 intercept to a Ravnos of capacity 5+", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Mkhokheli", 3)
		s.Ready(1, "Roberto Rivamonte", 3)
		k := s.InPlay(1, "Kumpania")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Mkhokheli hunts", "Block with Roberto Rivamonte", "Use Kumpania")
		finish(t, g)
		wantLocked(t, k, true)
		if !logged(g, "Roberto Rivamonte blocks Mkhokheli") {
			t.Errorf("no block\n%s", logText(g))
		}
	})
	t.Run("not for a Ravnos of capacity 3", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Mkhokheli", 3)
		s.Ready(1, "Trung Chau Pham", 3)
		s.InPlay(1, "Kumpania")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Mkhokheli hunts", "Block with Trung Chau Pham")
		mustNotOffer(t, g, "Use Kumpania")
	})
}
