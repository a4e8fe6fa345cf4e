package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Tyler McGill (pre AUS, capacity 4): no vote of his own; +1 vote in a
// referendum once a Methuselah burned the Edge for a vote; he cannot
// block Nosferatu, other vampires he can (card text; §4.2, §5.3).
func TestTylerMcGill(t *testing.T) {
	t.Run("+1 vote after the Edge is burned", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Nik Sikko", 3, "Kine Resources Contested")
		tyler := s.Ready(1, "Tyler McGill", 3)
		s.Edge(1)
		g := s.Start(0, 2, vtes.PhaseMinion)
		wantVotes(t, g, tyler, 0)
		callKRC(t, g, "Nik Sikko")
		mustNotOffer(t, g, "Tyler McGill")
		answer(t, g, "Burn the Edge: 1 vote against")
		wantVotes(t, g, tyler, 1)
		mustOffer(t, g, "Tyler McGill: 1 vote(s) against")
	})
	for _, tc := range []struct {
		actor string
		can   bool
	}{{"Beetleman", false}, {"Nik Sikko", true}} {
		t.Run("block "+tc.actor, func(t *testing.T) {
			s := newScenario(3)
			s.Ready(0, tc.actor, 3)
			s.Ready(1, "Tyler McGill", 3)
			g := s.Start(0, 2, vtes.PhaseMinion)
			answer(t, g, tc.actor+" bleeds")
			if offered(g, "Block with Tyler McGill") != tc.can {
				t.Errorf("Tyler may block %s: %v, want %v", tc.actor, !tc.can, tc.can)
			}
		})
	}
}
