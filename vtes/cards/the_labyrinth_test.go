package cards_test

import (
	"testing"

	"kindred/vtes"
)

// The Labyrinth: a unique location needing a ready Nosferatu to play
// (1 pool); lock it to give a Nosferatu its player controls +1 stealth
// (card text; §1.6 locations; §1.5.4 master card requirements).
func TestTheLabyrinth(t *testing.T) {
	t.Run("played in the master phase", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Horace Radcliffe", 3)
		lab := s.Hand(0, "The Labyrinth")[0]
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Play The Labyrinth (location)")
		wantZone(t, lab, vtes.ZoneInPlay)
		wantPool(t, g, 29, 30, 30)
	})
	t.Run("not without a ready Nosferatu", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Mkhokheli", 3, "The Labyrinth")
		g := s.Start(0, 2, vtes.PhaseMaster)
		neverOffered(t, g, "Play The Labyrinth")
	})
	t.Run("lock it: +1 stealth to a Nosferatu", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Horace Radcliffe", 3)
		lab := s.InPlay(0, "The Labyrinth")
		s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Horace Radcliffe", "Mkhokheli")
		answer(t, g, "Use The Labyrinth: lock: +1 stealth to a Nosferatu")
		finish(t, g)
		wantLocked(t, lab, true)
		wantPool(t, g, 30, 29, 30)
	})
	t.Run("not for a Toreador", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Nik Sikko", 3)
		lab := s.InPlay(0, "The Labyrinth")
		s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Nik Sikko", "Mkhokheli")
		neverOffered(t, g, "Use The Labyrinth")
		wantLocked(t, lab, false)
		if !logged(g, "Mkhokheli blocks Nik Sikko") {
			t.Errorf("Nik was not blocked\n%s", logText(g))
		}
	})
}
