package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Nephandus: recruited by a Tremere antitribu for 2 pool; strikes 1R;
// each strike of the opposing minion against him inflicts 1 less damage;
// burns a vampire in torpor to gain 1 life (card text; rulings).
func TestNephandus(t *testing.T) {
	t.Run("recruited for 2 pool", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Janine", 4)
		n := s.Hand(0, "Nephandus")[0]
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Janine: Nephandus (recruit)")
		notBlocked(t, g)
		wantZone(t, n, vtes.ZoneReady)
		wantBlood(t, n, 2)
		wantPool(t, g, 28, 30, 30)
	})
	t.Run("1 less damage from the opposing strike", func(t *testing.T) {
		s := newScenario(3)
		n := s.Ready(0, "Nephandus", 2)
		s.Ready(1, "Mkhokheli", 6)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Nephandus", "Mkhokheli")
		answer(t, g, "Nephandus: 1R damage")
		wantBlood(t, n, 2) // Mkhokheli's hand strike, 1 damage, reduced to 0
	})
	t.Run("burn a vampire in torpor: 1 life, beyond his starting life ([ANK 20171109])", func(t *testing.T) {
		s := newScenario(3)
		n := s.Ready(0, "Nephandus", 2)
		nik := s.Torpor(1, "Nik Sikko", 1)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Nephandus: Nephandus (burn a vampire in torpor, gain 1 life → Nik Sikko)")
		notBlocked(t, g)
		wantZone(t, nik, vtes.ZoneAsh)
		wantBlood(t, n, 3)
	})
}
