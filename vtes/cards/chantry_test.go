package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Chantry: a unique location needing a ready Tremere; in its master phase,
// lock it and burn 1 pool, or 1 blood from a ready Tremere, to move any
// Methuselah's Tremere from torpor to the ready region (card text; §7.3).
func TestChantry(t *testing.T) {
	t.Run("played with a ready Tremere", func(t *testing.T) {
		wantPlayed(t, "Mason Ha", "Chantry", 30)
	})
	t.Run("burn 1 pool: an own Tremere leaves torpor", func(t *testing.T) {
		s := newScenario(3)
		c := s.InPlay(0, "Chantry")
		lloyd := s.Torpor(0, "Lloyd Brooks", 2)
		g := s.Start(0, 2, vtes.PhaseMaster)
		mustNotOffer(t, g, "burn 1 blood") // no ready Tremere
		answer(t, g, "Use Chantry: lock, burn 1 pool")
		wantZone(t, lloyd, vtes.ZoneReady)
		wantBlood(t, lloyd, 2)
		wantLocked(t, c, true)
		wantPool(t, g, 29, 30, 30)
		neverOffered(t, g, "Use Chantry")
	})
	t.Run("burn 1 blood: another Methuselah's Tremere", func(t *testing.T) {
		s := newScenario(3)
		s.InPlay(0, "Chantry")
		mason := s.Ready(0, "Mason Ha", 3)
		trevon := s.Torpor(1, "Trevon Parker", 1)
		s.Torpor(1, "Madison", 1) // not a Tremere
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Use Chantry: lock, burn 1 blood of a ready Tremere")
		wantZone(t, trevon, vtes.ZoneReady)
		if trevon.Controller != 1 {
			t.Errorf("Trevon Parker controlled by %d, want 1", trevon.Controller)
		}
		wantBlood(t, mason, 2)
		wantPool(t, g, 30, 30, 30)
	})
	t.Run("not without a Tremere in torpor", func(t *testing.T) {
		s := newScenario(3)
		s.InPlay(0, "Chantry")
		s.Ready(0, "Mason Ha", 3)
		s.Torpor(0, "Madison", 1)
		g := s.Start(0, 2, vtes.PhaseMaster)
		neverOffered(t, g, "Use Chantry")
	})
}
