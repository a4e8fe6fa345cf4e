package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Opium Den: a unique location needing a ready Ministry to play (1 pool);
// lock it to give a Ministry its player controls +1 stealth, only while
// being blocked (card text; §1.6 locations; §1.5.4; §4.3).
func TestOpiumDen(t *testing.T) {
	t.Run("played in the master phase", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Melech", 3)
		loc := s.Hand(0, "Opium Den")[0]
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Play Opium Den (location)")
		wantZone(t, loc, vtes.ZoneInPlay)
		wantPool(t, g, 29, 30, 30)
	})
	t.Run("not without a ready Ministry", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Mkhokheli", 3, "Opium Den")
		g := s.Start(0, 2, vtes.PhaseMaster)
		neverOffered(t, g, "Play Opium Den")
	})
	t.Run("lock it: +1 stealth to a Ministry", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Melech", 3)
		loc := s.InPlay(0, "Opium Den")
		s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Melech", "Mkhokheli")
		answer(t, g, "Use Opium Den: lock: +1 stealth to a Ministry")
		finish(t, g)
		wantLocked(t, loc, true)
		wantPool(t, g, 30, 29, 30)
	})
	t.Run("not for another clan", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Nik Sikko", 3)
		loc := s.InPlay(0, "Opium Den")
		s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Nik Sikko", "Mkhokheli")
		neverOffered(t, g, "Use Opium Den")
		wantLocked(t, loc, false)
	})
}
