package cards_test

import (
	"testing"

	"kindred/vtes"
)

// ECTU Operative: recruited for 2 pool; strikes for 1R damage; 1 optional
// maneuver each combat; burns a vampire in torpor as a Ⓓ action (card
// text).
func TestECTUOperative(t *testing.T) {
	t.Run("recruited for 2 pool", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Mkhokheli", 3)
		ectu := s.Hand(0, "ECTU Operative")[0]
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Mkhokheli: ECTU Operative (recruit)")
		notBlocked(t, g)
		wantZone(t, ectu, vtes.ZoneReady)
		wantBlood(t, ectu, 3)
		wantPool(t, g, 28, 30, 30)
	})
	t.Run("burn a vampire in torpor", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "ECTU Operative", 3)
		nik := s.Torpor(1, "Nik Sikko", 1)
		s.Ready(1, "Madison", 4)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "ECTU Operative: ECTU Operative (burn a vampire in torpor → Nik Sikko)")
		if a := g.Action(); a == nil || !a.Directed {
			t.Fatalf("not a directed action: %+v", a)
		}
		answer(t, g, "Do not block")
		wantZone(t, nik, vtes.ZoneAsh)
	})
	t.Run("1R strike and 1 optional maneuver", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "ECTU Operative", 3)
		madison := s.Ready(1, "Madison", 4)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "ECTU Operative", "Madison")
		mustOffer(t, g, "Use an optional maneuver (1 left)")
		fightUntil(t, g, "1R damage")
		answer(t, g, "1R damage")
		finish(t, g)
		if madison.Blood > 3 {
			t.Errorf("Madison has %d blood: the 1R strike missed", madison.Blood)
		}
	})
}
