package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Depravity, for 1 pool: on a ready vampire of its Methuselah's, +1
// strength, +1 stealth during diablerie actions (not others), and the
// vampire cannot employ retainers or recruit allies (card text; §6.4,
// §7.4).
func TestDepravity(t *testing.T) {
	t.Run("put on a ready vampire for 1 pool", func(t *testing.T) {
		s := newScenario(3)
		v := s.Ready(0, "Surapong", 2)
		d := s.Hand(0, "Depravity")[0]
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Play Depravity")
		wantOn(t, g, d, v)
		wantPool(t, g, 29, 30, 30)
	})
	t.Run("+1 strength", func(t *testing.T) {
		s := newScenario(3)
		v := s.Ready(0, "Surapong", 2)
		s.Attach(v, "Depravity", 0)
		mk := s.Ready(1, "Mkhokheli", 6)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Surapong", "Mkhokheli")
		finish(t, g)
		wantBlood(t, mk, 4)
	})
	for _, tc := range []struct {
		name, action string
		stealth      int
	}{
		{"+1 stealth diablerizing", "Surapong diablerizes Mkhokheli", 1},
		{"not bleeding", "Surapong bleeds", 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := newScenario(3)
			v := s.Ready(0, "Surapong", 2)
			s.Attach(v, "Depravity", 0)
			s.Torpor(1, "Mkhokheli", 1)
			s.Ready(1, "Lenny Burkhead", 3) // a blocker: the action waits
			g := s.Start(0, 2, vtes.PhaseMinion)
			answer(t, g, tc.action)
			if a := g.Action(); a == nil || a.Stealth != tc.stealth {
				t.Fatalf("action %+v, want stealth %d", a, tc.stealth)
			}
		})
	}
	t.Run("cannot employ retainers", func(t *testing.T) {
		for _, depraved := range []bool{false, true} {
			s := newScenario(3)
			v := readyWithHand(s, 0, "Surapong", 2, "Twisted Bloodhound")
			if depraved {
				s.Attach(v, "Depravity", 0)
			}
			g := s.Start(0, 2, vtes.PhaseMinion)
			if got := offered(g, "Twisted Bloodhound (employ)"); got == depraved {
				t.Errorf("with Depravity %v: employing offered %v", depraved, got)
			}
		}
	})
}
