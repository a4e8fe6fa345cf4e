package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Gangrel Revel, for 1 pool, requires a Gangrel: in play, Gangrel its
// Methuselah controls get +1 strength; non-Ravnos minions can burn it as
// a Ⓓ action (card text; §3.5 #7). No New Blood vampire is Ravnos.
func TestGangrelRevel(t *testing.T) {
	t.Run("played with a Gangrel", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Hanna Nokelainen", 4)
		revel := s.Hand(0, "Gangrel Revel")[0]
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Play Gangrel Revel")
		wantZone(t, revel, vtes.ZoneInPlay)
		if pool(g, 0) != 29 {
			t.Errorf("pool %d, want 29", pool(g, 0))
		}
	})
	t.Run("+1 strength to a Gangrel", func(t *testing.T) {
		s := newScenario(3)
		n := s.Ready(0, "Nathaniel Bordruff", 7)
		hanna := s.Ready(1, "Hanna Nokelainen", 4)
		hanna.Locked = true
		s.InPlay(1, "Gangrel Revel")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "enter combat with a locked vampire → Hanna Nokelainen")
		finish(t, g)
		wantBlood(t, n, 5)
		wantBlood(t, hanna, 3)
	})
	t.Run("contested, it gives nothing (§10.1)", func(t *testing.T) {
		s := newScenario(3)
		n := s.Ready(0, "Nathaniel Bordruff", 7)
		hanna := s.Ready(1, "Hanna Nokelainen", 4)
		hanna.Locked = true
		s.InPlay(1, "Gangrel Revel").Contested = true
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "enter combat with a locked vampire → Hanna Nokelainen")
		finish(t, g)
		wantBlood(t, n, 6)
	})
	t.Run("burned by another Methuselah's minion", func(t *testing.T) {
		wantBurnedBy(t, "Nik Sikko", "Gangrel Revel")
	})
}
