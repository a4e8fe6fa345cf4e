package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Renegade Garou: recruited by a Gangrel for 5 pool; 3 life, 2
// strength; enters combat with another Methuselah's minion as a +1
// stealth Ⓓ action; 1 additional strike each round, limited; 1
// maneuver each combat; gains 1 life in the unlock phase at 2 or fewer
// (card text; §6.5).
func TestRenegadeGarou(t *testing.T) {
	t.Run("recruited by a Gangrel", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Indira", 3)
		ally := s.Hand(0, "Renegade Garou")[0]
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Indira: Renegade Garou (recruit)")
		wantZone(t, ally, vtes.ZoneReady)
		wantBlood(t, ally, 3)
		wantPool(t, g, 25, 30, 30)
	})
	t.Run("enters combat, +1 stealth; strikes twice", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Renegade Garou", 3)
		nik := s.Ready(1, "Nik Sikko", 6)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Renegade Garou (enter combat with a minion → Nik Sikko)")
		if a := g.Action(); a == nil || a.Stealth != 1 || !a.Directed {
			t.Fatalf("action %+v, want a +1 stealth directed action", a)
		}
		notBlocked(t, g)
		passUntil(t, g, "Use Renegade Garou")
		answer(t, g, "Use Renegade Garou")
		finish(t, g)
		if !logged(g, "Renegade Garou gains 1 additional strike") {
			t.Errorf("no additional strike\n%s", logText(g))
		}
		wantBlood(t, nik, 2) // two hand strikes of 2
	})
	for _, tc := range []struct{ life, want int }{{2, 3}, {3, 3}} {
		t.Run("unlock phase", func(t *testing.T) {
			s := newScenario(3)
			rg := s.Ready(0, "Renegade Garou", tc.life)
			g := s.Start(0, 2, vtes.PhaseUnlock)
			passUntil(t, g, "Renegade Garou")
			wantBlood(t, rg, tc.want)
		})
	}
}
