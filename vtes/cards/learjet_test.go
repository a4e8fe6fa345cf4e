package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Learjet: a vehicle for 1 pool; each time its Methuselah replaces a
// card its bearer played as the acting minion, they may draw 1 more card
// (card text; §1.5.3).
func TestLearjet(t *testing.T) {
	t.Run("equip for 1 pool", func(t *testing.T) {
		s := newScenario(3)
		marcel := s.Ready(0, "Marcel", 3)
		jet := s.Hand(0, "Learjet")[0]
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Marcel: Learjet (equip)")
		notBlocked(t, g)
		wantOn(t, g, jet, marcel)
		wantPool(t, g, 29, 30, 30)
	})
	t.Run("an action card: 1 more card", func(t *testing.T) {
		s := newScenario(3)
		marcel := readyWithHand(s, 0, "Marcel", 3, "Kine Resources Contested")
		s.Attach(marcel, "Learjet", 0)
		s.Library(0, "Wash", "Wash", "Wash")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Marcel: Kine Resources Contested", "Yes")
		if n := len(g.Hand(0)); n != 2 {
			t.Errorf("hand of %d, want 2\n%s", n, logText(g))
		}
	})
	t.Run("a modifier during its action", func(t *testing.T) {
		s := newScenario(3)
		marcel := readyWithHand(s, 0, "Marcel", 3, "Cloak the Gathering") // obf
		s.Attach(marcel, "Learjet", 0)
		s.Library(0, "Wash", "Wash", "Wash")
		s.Ready(1, "Madison", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Marcel bleeds", "Block with Madison", "Play Cloak the Gathering", "Yes")
		if n := len(g.Hand(0)); n != 2 {
			t.Errorf("hand of %d, want 2\n%s", n, logText(g))
		}
	})
	t.Run("not a card another minion played", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Marcel", 3, "Kine Resources Contested")
		gathii := s.Ready(0, "Gathii", 3)
		s.Attach(gathii, "Learjet", 0)
		s.Library(0, "Wash", "Wash", "Wash")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Marcel: Kine Resources Contested")
		mustNotOffer(t, g, "Yes")
		if n := len(g.Hand(0)); n != 1 {
			t.Errorf("hand of %d, want 1", n)
		}
	})
}
