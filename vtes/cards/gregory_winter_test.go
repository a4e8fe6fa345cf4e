package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Gregory Winter: recruited for 2 pool; steals 1 blood as life from
// another Methuselah's vampire (+1 stealth Ⓓ); burns a vampire in torpor
// for 2 life (Ⓓ); burns 1 life in his unlock phase (card text).
func TestGregoryWinter(t *testing.T) {
	t.Run("recruited for 2 pool", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Mkhokheli", 3)
		gw := s.Hand(0, "Gregory Winter")[0]
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Mkhokheli: Gregory Winter (recruit)")
		notBlocked(t, g)
		wantZone(t, gw, vtes.ZoneReady)
		wantBlood(t, gw, 4)
		wantPool(t, g, 28, 30, 30)
	})
	t.Run("steal 1 blood as life", func(t *testing.T) {
		s := newScenario(3)
		gw := s.Ready(0, "Gregory Winter", 2)
		nik := s.Ready(1, "Nik Sikko", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Gregory Winter: Gregory Winter (steal 1 blood from a vampire → Nik Sikko)")
		if a := g.Action(); a == nil || a.Stealth != 1 || !a.Directed {
			t.Fatalf("not a +1 stealth directed action: %+v", a)
		}
		notBlocked(t, g)
		wantBlood(t, nik, 2)
		wantBlood(t, gw, 3)
	})
	t.Run("burn a vampire in torpor: 2 life", func(t *testing.T) {
		s := newScenario(3)
		gw := s.Ready(0, "Gregory Winter", 2)
		nik := s.Torpor(1, "Nik Sikko", 1)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Gregory Winter: Gregory Winter (burn a vampire in torpor, gain 2 life → Nik Sikko)")
		notBlocked(t, g)
		wantZone(t, nik, vtes.ZoneAsh)
		wantBlood(t, gw, 4)
	})
	t.Run("1 life burned in the unlock phase", func(t *testing.T) {
		s := newScenario(3)
		gw := s.Ready(0, "Gregory Winter", 2)
		g := s.Start(0, 2, vtes.PhaseUnlock)
		answer(t, g, "No") // no withdrawal
		wantBlood(t, gw, 1)
	})
}
