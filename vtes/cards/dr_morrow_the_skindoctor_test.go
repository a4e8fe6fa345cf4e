package cards_test

import (
	"strings"
	"testing"

	"kindred/vtes"
)

// Dr. Morrow, The Skindoctor: a Ⓓ action putting a graft counter on an
// ally; an ally with any graft counters gets -1 stealth, not -1 a counter
// (card text; ruling [LSJ 20070306]).
func TestDrMorrowTheSkindoctor(t *testing.T) {
	t.Run("a graft counter on another Methuselah's ally", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Dr. Morrow, The Skindoctor", 3)
		mylan := s.Ready(1, "Mylan Horseed", 1)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "put a graft counter on an ally → Mylan Horseed")
		notBlocked(t, g)
		if mylan.Counters != 1 {
			t.Errorf("Mylan Horseed has %d graft counters, want 1", mylan.Counters)
		}
	})
	// The action is his own ("he can … as a Ⓓ action"): the -1 stealth
	// reaches every ally, the action no other minion, his Methuselah's or
	// another's.
	for _, seat := range []int{0, 1} {
		t.Run("no other minion takes his action", func(t *testing.T) {
			s := newScenario(3)
			s.Ready(seat, "Dr. Morrow, The Skindoctor", 3)
			s.Ready(0, "Mylan Horseed", 1)
			s.Ready(0, "Madison", 4)
			s.Ready(2, "Mylan Horseed", 1)
			g := s.Start(0, 2, vtes.PhaseMinion)
			want := 0
			if seat == 0 {
				want = 1 // his, on seat 2's ally
			}
			n := 0
			for _, l := range labels(g) {
				if strings.Contains(l, "graft counter") {
					n++
				}
			}
			if n != want {
				t.Errorf("%d graft counter actions offered, want %d: %q", n, want, labels(g))
			}
		})
	}
	for _, tt := range []struct {
		grafts, stealth int
	}{{0, 0}, {1, -1}, {3, -1}} {
		t.Run("[LSJ 20070306] -1 stealth whatever the counters", func(t *testing.T) {
			s := newScenario(3)
			s.Ready(1, "Dr. Morrow, The Skindoctor", 3)
			mylan := s.Ready(0, "Mylan Horseed", 1)
			mylan.Counters = tt.grafts
			g := s.Start(0, 2, vtes.PhaseMinion)
			answer(t, g, "Mylan Horseed bleeds")
			if a := g.Action(); a == nil || a.Stealth != tt.stealth {
				t.Errorf("%d graft counters: action %+v, want stealth %d", tt.grafts, a, tt.stealth)
			}
		})
	}
}
