package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Theo Bell (group 6) can enter combat with a minion, ally or vampire, as
// a directed action, and has +1 strength (card text; §3.5.7, §6.1).
func TestTheoBell(t *testing.T) {
	t.Run("enters combat with an ally, strikes for 2", func(t *testing.T) {
		s := newScenario(3)
		theo := s.Ready(0, "Theo Bell", 4)
		stray := s.Ready(1, "Underbridge Stray", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Theo Bell: Theo Bell (enter combat with a minion → Underbridge Stray)",
			"Do not block")
		if !logged(g, "Combat: Theo Bell against Underbridge Stray") {
			t.Fatalf("no combat\n%s", logText(g))
		}
		finish(t, g)
		wantBlood(t, theo, 4)
		wantBlood(t, stray, 1) // 2 damage: Theo's strength 1, +1
	})
	t.Run("not with his own minions", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Theo Bell", 4)
		s.Ready(0, "Rayne", 3)
		s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustOffer(t, g, "enter combat with a minion → Mkhokheli")
		mustNotOffer(t, g, "enter combat with a minion → Rayne")
		mustNotOffer(t, g, "Rayne: Theo Bell")
	})
	t.Run("+1 strength", func(t *testing.T) {
		if got := strongHunt(t, "Theo Bell"); got != 4 {
			t.Errorf("Mkhokheli at %d blood after Theo's hand strike, want 4", got)
		}
		vanilla(t, "Theo Bell", 8, 0, vtes.Potence, vtes.Superior)
	})
}
