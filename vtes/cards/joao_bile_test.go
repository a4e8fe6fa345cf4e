package cards_test

import (
	"testing"

	"kindred/vtes"
)

// João Bilé: while he has no title, he cannot block titled vampires
// (untitled ones he can); +1 stealth during an action that puts a vampire
// in play, not during others (card text; §4.2).
func TestJoaoBile(t *testing.T) {
	for _, tc := range []struct {
		actor string
		can   bool
	}{{"Alexa Draper", false}, {"Nik Sikko", true}} {
		t.Run("block "+tc.actor, func(t *testing.T) {
			s := newScenario(3)
			s.Ready(0, tc.actor, 3)
			s.Ready(1, "João Bilé", 3)
			g := s.Start(0, 2, vtes.PhaseMinion)
			answer(t, g, tc.actor+" bleeds")
			if offered(g, "Block with João Bilé") != tc.can {
				t.Errorf("João may block %s: %v, want %v", tc.actor, !tc.can, tc.can)
			}
		})
	}
	for _, tc := range []struct {
		play    string
		stealth int
	}{{"João Bilé: The Embrace", 2}, {"João Bilé hunts", 1}} {
		t.Run(tc.play, func(t *testing.T) {
			s := newScenario(3)
			readyWithHand(s, 0, "João Bilé", 3, "The Embrace")
			s.Ready(1, "Nik Sikko", 3)
			g := s.Start(0, 2, vtes.PhaseMinion)
			answer(t, g, tc.play)
			if a := g.Action(); a == nil || a.Stealth != tc.stealth {
				t.Fatalf("action %+v, want stealth %d", a, tc.stealth)
			}
		})
	}
}
