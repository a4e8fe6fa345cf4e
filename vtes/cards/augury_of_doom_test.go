package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Augury of Doom: a +1 stealth action putting it in play, one a
// Methuselah; in the prey's unlock phase, the prey burns 1 pool for each
// vampire in torpor they control; burned once the prey controls none
// (card text).
func TestAuguryOfDoom(t *testing.T) {
	t.Run("put in play", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Surapong", 2, "Augury of Doom")
		s.Torpor(1, "Mkhokheli", 1)
		s.Ready(1, "Nik Sikko", 3) // a blocker: the action waits
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Surapong: Augury of Doom")
		if a := g.Action(); a == nil || a.Stealth != 1 || a.Directed {
			t.Fatalf("want a +1 stealth undirected action, got %+v", a)
		}
		notBlocked(t, g)
		if len(g.Methuselah(0).InPlay) != 1 {
			t.Fatalf("Augury of Doom is not in play\n%s", logText(g))
		}
	})
	t.Run("one a Methuselah", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Surapong", 2, "Augury of Doom")
		s.InPlay(0, "Augury of Doom")
		s.Torpor(1, "Mkhokheli", 1)
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "Surapong: Augury of Doom")
	})
	for _, tc := range []struct {
		name   string
		torpor []string
		pool   int
		zone   vtes.Zone
	}{
		{"two vampires in torpor: 2 pool", []string{"Mkhokheli", "Lenny Burkhead"}, 28,
			vtes.ZoneInPlay},
		{"none: burned", nil, 30, vtes.ZoneAsh},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := newScenario(3)
			s.Ready(0, "Surapong", 2)
			augury := s.InPlay(0, "Augury of Doom")
			s.Ready(1, "Nik Sikko", 3)
			for _, v := range tc.torpor {
				s.Torpor(1, v, 1)
			}
			g := s.Start(1, 3, vtes.PhaseUnlock)
			finish(t, g) // seat 2's turn: nothing else burns pool
			if got := pool(g, 1); got != tc.pool {
				t.Errorf("the prey has %d pool, want %d", got, tc.pool)
			}
			wantZone(t, augury, tc.zone)
		})
	}
	t.Run("not by a vampire of no path", func(t *testing.T) {
		g := minionPhase("Mkhokheli", 4, "Augury of Doom")
		mustNotOffer(t, g, "Augury of Doom")
	})
}
