package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Gurchon Hall: played with a ready cardinal or regent; in its
// controller's unlock phase, 1 blood to each of their two oldest ready
// vampires, if they wish, none fed by another hunting ground this turn
// (card text; §1.6).
func TestGurchonHall(t *testing.T) {
	t.Run("the two oldest fed", func(t *testing.T) {
		s := newScenario(3)
		s.InPlay(0, "Gurchon Hall")
		kasim := s.Ready(0, "Kasim Bayar", 3)   // capacity 9
		farah := s.Ready(0, "Farah Sarroub", 3) // capacity 7
		arjun := s.Ready(0, "Arjun Shah", 2)    // capacity 4
		g := s.Start(0, 2, vtes.PhaseUnlock)
		answer(t, g, "No", "Yes") // no withdrawal; Gurchon Hall used
		wantBlood(t, kasim, 4)
		wantBlood(t, farah, 4)
		wantBlood(t, arjun, 2)
	})
	t.Run("a tie for the second place broken by its controller", func(t *testing.T) {
		s := newScenario(3)
		s.InPlay(0, "Gurchon Hall")
		kasim := s.Ready(0, "Kasim Bayar", 3)   // capacity 9
		farah := s.Ready(0, "Farah Sarroub", 3) // capacity 7
		other := s.Ready(0, "Karen Suadela", 3) // capacity 7
		g := s.Start(0, 2, vtes.PhaseUnlock)
		for !offered(g, "Karen Suadela") {
			decline(t, g)
		}
		answer(t, g, "Karen Suadela", "Yes")
		wantBlood(t, kasim, 4)
		wantBlood(t, farah, 3)
		wantBlood(t, other, 4)
	})
	t.Run("[PIB 20130221] none with a single ready vampire", func(t *testing.T) {
		s := newScenario(3)
		s.InPlay(0, "Gurchon Hall")
		kasim := s.Ready(0, "Kasim Bayar", 3)
		g := s.Start(0, 2, vtes.PhaseUnlock)
		answer(t, g, "No") // no withdrawal
		if offered(g, "Yes") {
			answer(t, g, "Yes") // whatever is asked next, yes: no blood all the same
		}
		wantBlood(t, kasim, 3)
	})
	t.Run("played with a cardinal only", func(t *testing.T) {
		for _, tc := range []struct {
			vampire string
			offered bool
		}{{"Aaradhya, The Callous Tyrant", true}, {"Kasim Bayar", false}} {
			s := newScenario(3)
			s.Ready(0, tc.vampire, 3)
			s.Hand(0, "Gurchon Hall")
			g := s.Start(0, 2, vtes.PhaseMaster)
			if got := offered(g, "Play Gurchon Hall"); got != tc.offered {
				t.Errorf("with %s: offered %v, want %v", tc.vampire, got, tc.offered)
			}
		}
	})
}
