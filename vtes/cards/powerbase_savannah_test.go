package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Powerbase: Savannah: before range is determined in a combat of an
// acting vampire its Methuselah controls, lock another unique location
// they control to end the combat; any vampire may steal it (card text;
// [RTR 20001020]).
func TestPowerbaseSavannah(t *testing.T) {
	t.Run("lock The Rack: the combat ends", func(t *testing.T) {
		s := newScenario(3)
		mk := s.Ready(0, "Mkhokheli", 3)
		s.InPlay(0, "Powerbase: Savannah")
		rack := s.InPlay(0, "The Rack")
		nik := s.Ready(1, "Nik Sikko", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Mkhokheli", "Nik Sikko")
		answer(t, g, "Use Powerbase: Savannah: lock another unique location: end the combat")
		finish(t, g)
		wantLocked(t, rack, true)
		wantBlood(t, mk, 3)
		wantBlood(t, nik, 3)
	})
	t.Run("not without another unique location", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Mkhokheli", 3)
		s.InPlay(0, "Powerbase: Savannah")
		s.Ready(1, "Nik Sikko", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Mkhokheli", "Nik Sikko")
		neverOffered(t, g, "Use Powerbase: Savannah")
	})
	t.Run("stolen by any vampire", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Nik Sikko", 3)
		pb := s.InPlay(1, "Powerbase: Savannah")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Nik Sikko steals Powerbase: Savannah")
		finish(t, g)
		if pb.Controller != 0 {
			t.Errorf("Powerbase: Savannah controlled by seat %d, want 0", pb.Controller)
		}
	})
}
