package cards_test

import (
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
