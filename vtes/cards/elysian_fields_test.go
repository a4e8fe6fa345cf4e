package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Elysian Fields: a unique location needing a ready Lasombra (2 pool);
// lock it to give a Lasombra +1 stealth, only while being blocked (card
// text; §1.5.4; §4.3).
func TestElysianFields(t *testing.T) {
	t.Run("played in the master phase", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Azucena", 3)
		loc := s.Hand(0, "Elysian Fields")[0]
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Play Elysian Fields (location)")
		wantZone(t, loc, vtes.ZoneInPlay)
		wantPool(t, g, 28, 30, 30)
	})
	t.Run("lock it: +1 stealth to a Lasombra", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Azucena", 3)
		loc := s.InPlay(0, "Elysian Fields")
		s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Azucena", "Mkhokheli")
		answer(t, g, "Use Elysian Fields: lock: +1 stealth to a Lasombra")
		finish(t, g)
		wantLocked(t, loc, true)
		wantPool(t, g, 30, 29, 30)
	})
	t.Run("not for another clan", func(t *testing.T) {
		neverUsedInBlock(t, "Nik Sikko", "Elysian Fields", "Mkhokheli")
	})
}
