package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Backways: a unique location needing a ready Gangrel to play (2 pool);
// lock it to give a Gangrel its player controls +1 stealth, only while
// being blocked (card text; §1.6 locations; §1.5.4; §4.3).
func TestBackways(t *testing.T) {
	t.Run("played in the master phase", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Indira", 3)
		loc := s.Hand(0, "Backways")[0]
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Play Backways (location)")
		wantZone(t, loc, vtes.ZoneInPlay)
		wantPool(t, g, 28, 30, 30)
	})
	t.Run("not without a ready Gangrel", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Mkhokheli", 3, "Backways")
		g := s.Start(0, 2, vtes.PhaseMaster)
		neverOffered(t, g, "Play Backways")
	})
	t.Run("lock it: +1 stealth to a Gangrel", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Indira", 3)
		loc := s.InPlay(0, "Backways")
		s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Indira", "Mkhokheli")
		answer(t, g, "Use Backways: lock: +1 stealth to a Gangrel")
		finish(t, g)
		wantLocked(t, loc, true)
		wantPool(t, g, 30, 29, 30)
	})
	t.Run("not for another clan", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Nik Sikko", 3)
		loc := s.InPlay(0, "Backways")
		s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Nik Sikko", "Mkhokheli")
		neverOffered(t, g, "Use Backways")
		wantLocked(t, loc, false)
	})
}
