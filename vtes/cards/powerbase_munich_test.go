package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Powerbase: Munich: in the master phase, lock it to move 1 blood from a
// vampire with Oblivion to the pool, or 1 pool to a ready one;
// Independent vampires burn it as a Ⓓ action costing 1 blood; not
// others (card text; §3.5 #7).
func TestPowerbaseMunich(t *testing.T) {
	t.Run("blood to the pool", func(t *testing.T) {
		s := newScenario(3)
		monica := s.Ready(0, "Monica Giovanni", 3)
		loc := s.InPlay(0, "Powerbase: Munich")
		g := s.Start(0, 2, vtes.PhaseMaster)
		mustOffer(t, g, "Use Powerbase: Munich: lock: 1 pool to a ready vampire with Oblivion")
		answer(t, g, "Use Powerbase: Munich: lock: 1 blood from a vampire with Oblivion to your pool")
		wantLocked(t, loc, true)
		wantBlood(t, monica, 2)
		wantPool(t, g, 31, 30, 30)
		mustNotOffer(t, g, "Use Powerbase: Munich")
	})
	t.Run("pool to a vampire", func(t *testing.T) {
		s := newScenario(3)
		monica := s.Ready(0, "Monica Giovanni", 3)
		s.InPlay(0, "Powerbase: Munich")
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Use Powerbase: Munich: lock: 1 pool to a ready vampire with Oblivion")
		wantBlood(t, monica, 4)
		wantPool(t, g, 29, 30, 30)
	})
	t.Run("an Independent burns it; a Camarilla vampire cannot", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Monica Giovanni", 3)
		s.Ready(0, "Azucena", 3)
		s.Ready(1, "Mkhokheli", 3)
		loc := s.InPlay(1, "Powerbase: Munich")
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "Azucena burns Powerbase: Munich")
		answer(t, g, "Monica Giovanni burns Powerbase: Munich", "Do not block")
		wantZone(t, loc, vtes.ZoneAsh)
	})
}
