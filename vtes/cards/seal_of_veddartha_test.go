package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Seal of Veddartha: unique equipment for 1 pool; a bearer of capacity
// above 5 bleeds at +1 bleed as a Ⓓ action; a counter each unlock phase
// up to 4; 2 levels of Dominate, then 2 of Fortitude, whatever the
// bearer's Disciplines ([LSJ 20070320-2]), for a bearer of any capacity
// ([LSJ 20030607] [ANK 20180801]); the counters lost when another minion
// gains it (card text; §3.5.3).
func TestSealOfVeddartha(t *testing.T) {
	t.Run("equipped for 1 pool", func(t *testing.T) {
		wantEquipped(t, "Seal of Veddartha", 1)
	})
	t.Run("bleed at +1 above capacity 5", func(t *testing.T) {
		s := newScenario(3)
		lenny := s.Ready(0, "Lenny Burkhead", 3) // capacity 6, +1 bleed
		s.Attach(lenny, "Seal of Veddartha", 0)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Lenny Burkhead: Seal of Veddartha (bleed at +1 bleed)")
		notBlocked(t, g)
		finish(t, g)
		wantPool(t, g, 30, 27, 30)
	})
	t.Run("no bleed at capacity 5 or less", func(t *testing.T) {
		s := newScenario(3)
		nik := s.Ready(0, "Nik Sikko", 3) // capacity 3
		s.Attach(nik, "Seal of Veddartha", 0)
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustOffer(t, g, "Nik Sikko bleeds")
		mustNotOffer(t, g, "Nik Sikko: Seal of Veddartha")
	})
	for _, tc := range []struct {
		before   int
		dom, frt vtes.Level
	}{
		{0, vtes.Inferior, 0},
		{1, vtes.Superior, 0},
		{2, vtes.Superior, vtes.Inferior},
		{3, vtes.Superior, vtes.Superior},
		{4, vtes.Superior, vtes.Superior}, // no fifth counter
	} {
		t.Run("a counter each unlock phase", func(t *testing.T) {
			s := newScenario(3)
			nik := s.Ready(0, "Nik Sikko", 3) // cel pre, capacity 3
			seal := s.Attach(nik, "Seal of Veddartha", 0)
			seal.Counters = tc.before
			g := s.Start(0, 2, vtes.PhaseUnlock)
			passUntil(t, g, "Nik Sikko bleeds")
			if want := min(tc.before+1, 4); seal.Counters != want {
				t.Errorf("%d counters, want %d", seal.Counters, want)
			}
			if d, f := g.Level(nik, vtes.Dominate), g.Level(nik, vtes.Fortitude); d != tc.dom || f != tc.frt {
				t.Errorf("Dominate %d, Fortitude %d; want %d and %d", d, f, tc.dom, tc.frt)
			}
		})
	}
	t.Run("another minion gains it: no counters", func(t *testing.T) {
		s := newScenario(3)
		lenny := s.Ready(0, "Lenny Burkhead", 3)
		nik := s.Ready(0, "Nik Sikko", 3)
		seal := s.Attach(lenny, "Seal of Veddartha", 0)
		seal.Counters = 2
		g := s.Start(0, 2, vtes.PhaseMinion)
		if g.Level(lenny, vtes.Dominate) != vtes.Superior {
			t.Fatal("Lenny has not superior Dominate with 2 counters")
		}
		answer(t, g, "Nik Sikko takes equipment from Lenny Burkhead")
		notBlocked(t, g)
		wantOn(t, g, seal, nik)
		if seal.Counters != 0 || g.Level(nik, vtes.Dominate) != 0 || g.Level(lenny, vtes.Dominate) != 0 {
			t.Errorf("%d counters, Nik's Dominate %d, Lenny's %d; want none", seal.Counters,
				g.Level(nik, vtes.Dominate), g.Level(lenny, vtes.Dominate))
		}
	})
}
