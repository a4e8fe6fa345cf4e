package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Unlicensed Taxicab: equipped as a +2 stealth action; +1 stealth during
// hunts (and recruit and employ actions), not bleeds; burned when a
// prince blocks its minion; one vehicle a minion (card text; §3.5.3).
func TestUnlicensedTaxicab(t *testing.T) {
	t.Run("equipped at +2 stealth", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Madison", 4, "Unlicensed Taxicab")
		s.Ready(1, "Lenny Burkhead", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Unlicensed Taxicab (equip)")
		if a := g.Action(); a == nil || a.Stealth != 2 {
			t.Fatalf("action %+v, want stealth 2", a)
		}
	})
	for _, tc := range []struct {
		action  string
		stealth int
	}{{"Madison hunts", 2}, {"Madison bleeds", 0}} {
		t.Run(tc.action, func(t *testing.T) {
			s := newScenario(3)
			madison := s.Ready(0, "Madison", 4)
			s.Attach(madison, "Unlicensed Taxicab", 0)
			s.Hand(0, "Unlicensed Taxicab")
			s.Ready(1, "Lenny Burkhead", 3)
			g := s.Start(0, 2, vtes.PhaseMinion)
			mustNotOffer(t, g, "Unlicensed Taxicab (equip)") // one vehicle
			answer(t, g, tc.action)
			if a := g.Action(); a == nil || a.Stealth != tc.stealth {
				t.Fatalf("action %+v, want stealth %d", a, tc.stealth)
			}
		})
	}
	t.Run("blocked by a prince: burned", func(t *testing.T) {
		s := newScenario(3)
		madison := s.Ready(0, "Madison", 4)
		taxi := s.Attach(madison, "Unlicensed Taxicab", 0)
		s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Madison", "Mkhokheli")
		wantZone(t, taxi, vtes.ZoneAsh)
	})
}
