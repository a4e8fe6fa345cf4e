package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Powerbase: Chicago, for 1 pool, unique location: in its Methuselah's
// unlock phase, 1 blood from the blood bank to it, or all its blood to
// their pool; another Methuselah's vampire moves all its blood to its
// controller's pool as a Ⓓ action (card text).
func TestPowerbaseChicago(t *testing.T) {
	for _, tc := range []struct {
		choice        string
		counters, pol int
	}{
		{"move 1 blood from the blood bank", 3, 30},
		{"to your pool", 0, 32},
		{"move nothing", 2, 30},
	} {
		t.Run("unlock phase: "+tc.choice, func(t *testing.T) {
			s := newScenario(3)
			s.Ready(0, "Ashley", 3)
			pb := s.InPlay(0, "Powerbase: Chicago")
			pb.Counters = 2
			s.Library(0, "Minion Tap")
			g := s.Start(0, 2, vtes.PhaseUnlock)
			answer(t, g, tc.choice)
			if pb.Counters != tc.counters || pool(g, 0) != tc.pol {
				t.Errorf("%d blood on it, pool %d; want %d, %d", pb.Counters, pool(g, 0),
					tc.counters, tc.pol)
			}
		})
	}
	t.Run("another Methuselah's vampire takes the blood", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Ashley", 3)
		pb := s.InPlay(1, "Powerbase: Chicago")
		pb.Counters = 3
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Ashley: Powerbase: Chicago (move the blood")
		notBlocked(t, g)
		wantPool(t, g, 33, 30, 30)
		if pb.Counters != 0 {
			t.Errorf("%d blood left on it", pb.Counters)
		}
	})
}
