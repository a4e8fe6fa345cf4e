package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Abraham Mellon: plays the cards requiring a Tremere as if he were
// one (a Malkavian does not); +1 hand size while he is ready, not in
// torpor (card text; §1.5.4).
func TestAbrahamMellon(t *testing.T) {
	t.Run("recruits a Tremere ally", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Abraham Mellon", 3)
		zho := s.Hand(0, "Thadius Zho")[0]
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Abraham Mellon: Thadius Zho (recruit)")
		finish(t, g)
		wantZone(t, zho, vtes.ZoneReady)
	})
	t.Run("another Malkavian cannot", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Alexander Silverson", 3)
		s.Hand(0, "Thadius Zho")
		g := s.Start(0, 2, vtes.PhaseMinion)
		neverOffered(t, g, "Thadius Zho (recruit)")
	})
	for _, tc := range []struct {
		name   string
		torpor bool
		want   int
	}{{"ready: +1 hand size", false, 8}, {"in torpor: none", true, 7}} {
		t.Run(tc.name, func(t *testing.T) {
			s := newScenario(3)
			if tc.torpor {
				s.Torpor(0, "Abraham Mellon", 3)
			} else {
				s.Ready(0, "Abraham Mellon", 3)
			}
			g := s.Start(0, 2, vtes.PhaseMinion)
			if got := g.HandSize(0); got != tc.want {
				t.Errorf("hand size %d, want %d", got, tc.want)
			}
		})
	}
}
