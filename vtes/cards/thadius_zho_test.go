package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Thadius Zho: recruited for 3 pool by a Tremere; 2 life, 2 bleed; burns
// 1 blood from a vampire as a +1 stealth Ⓓ action; strikes 2R with a
// maneuver each combat (card text).
func TestThadiusZho(t *testing.T) {
	t.Run("recruited for 3 pool", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Nassir", 3) // Tremere
		zho := s.Hand(0, "Thadius Zho")[0]
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Nassir: Thadius Zho (recruit)")
		finish(t, g)
		wantZone(t, zho, vtes.ZoneReady)
		wantBlood(t, zho, 2)
		wantPool(t, g, 27, 30, 30)
	})
	t.Run("burn 1 blood from a vampire; bleed 2", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Thadius Zho", 2)
		nik := s.Ready(1, "Nik Sikko", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustOffer(t, g, "Thadius Zho bleeds")
		answer(t, g, "Thadius Zho: Thadius Zho (burn 1 blood from a vampire → Nik Sikko)")
		if a := g.Action(); a != nil && a.Stealth != 1 {
			t.Errorf("stealth %d, want 1", a.Stealth)
		}
		answer(t, g, "Do not block")
		finish(t, g)
		wantBlood(t, nik, 2)
	})
	t.Run("strike 2R, a maneuver each combat", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Thadius Zho", 2)
		mk := s.Ready(1, "Mkhokheli", 6)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Thadius Zho", "Mkhokheli")
		mustOffer(t, g, "Use an optional maneuver")
		answer(t, g, "Use an optional maneuver")
		for i := 0; g.Pending() != nil && !offered(g, "2R damage") && i < 20; i++ {
			decline(t, g)
		}
		answer(t, g, "2R damage")
		finish(t, g)
		wantBlood(t, mk, 4)
	})
}
