package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Fifth Tradition: Hospitality: a prince or justicar's +1 stealth action
// costing 1 blood; 4 blood to another vampire, undirected for one of its
// Methuselah's own, directed at another's (card text; §4.2; A7).
func TestFifthTraditionHospitality(t *testing.T) {
	t.Run("4 blood to an own vampire, undirected", func(t *testing.T) {
		s := newScenario(3)
		alice := s.Ready(0, "Alice Chen", 3)
		naomi := readyWithHand(s, 0, "Naomi Stewart", 1, "Fifth Tradition: Hospitality")
		s.Ready(1, "Madison", 3) // the prey may block an undirected action
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g,
			"Alice Chen: Fifth Tradition: Hospitality (4 blood to another vampire → Naomi Stewart)")
		if a := g.Action(); a.Stealth != 1 || a.Directed {
			t.Errorf("stealth %d directed %v, want an undirected +1 stealth action", a.Stealth,
				a.Directed)
		}
		finish(t, g)
		wantBlood(t, naomi, 5)
		wantBlood(t, alice, 2)
	})
	t.Run("to another Methuselah's vampire, directed", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Alice Chen", 3, "Fifth Tradition: Hospitality")
		mk := s.Ready(2, "Mkhokheli", 1)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g,
			"Alice Chen: Fifth Tradition: Hospitality (4 blood to another vampire → Mkhokheli)")
		if a := g.Action(); !a.Directed || a.TargetSeat != 2 {
			t.Errorf("directed %v at %d, want directed at seat 2", a.Directed, a.TargetSeat)
		}
		finish(t, g)
		wantBlood(t, mk, 5)
	})
	t.Run("requires a prince or justicar", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Madison", 3)
		readyWithHand(s, 0, "Naomi Stewart", 1, "Fifth Tradition: Hospitality")
		g := s.Start(0, 2, vtes.PhaseMinion)
		neverOffered(t, g, ": Fifth Tradition")
	})
}
