package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Ilonka: once each turn, ready after a successful bleed against her
// Methuselah, she looks at the acting minion's controller's hand, shown
// to her Methuselah only, then may discard 1 card at random from it
// (card text; §3.5.1).
func TestIlonka(t *testing.T) {
	bled := func(t *testing.T, ilonkaBlood int) (*vtes.Game, []*vtes.Card) {
		s := newScenario(3)
		s.Ready(0, "Horace Radcliffe", 3)
		hand := s.Hand(0, "Immortal Grapple", "Immortal Grapple")
		s.Library(0, "Roundhouse", "Roundhouse")
		s.Ready(1, "Ilonka", ilonkaBlood)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Horace Radcliffe bleeds")
		notBlocked(t, g)
		return g, hand
	}
	t.Run("look, then discard at random", func(t *testing.T) {
		g, hand := bled(t, 3)
		wantPool(t, g, 30, 29, 30)
		answer(t, g, "Use Ilonka: look at the hand of the acting minion's controller")
		if got := g.SeatView(1).OpenHand(0); len(got) != 2 {
			t.Errorf("Ilonka's Methuselah sees %d cards of the hand, want 2", len(got))
		}
		if got := g.SeatView(2).OpenHand(0); got != nil {
			t.Errorf("Methuselah 3 sees the hand too: %v", got)
		}
		answer(t, g, "discard 1 card at random from the hand")
		if g.SeatView(1).OpenHand(0) != nil {
			t.Error("the hand is still shown once the effect is over")
		}
		discarded := 0
		for _, c := range hand {
			if c.Zone == vtes.ZoneAsh {
				discarded++
			}
		}
		if discarded != 1 || len(g.Methuselah(0).Hand) != 2 {
			t.Errorf("%d discarded, a hand of %d; want 1 discarded, replaced", discarded,
				len(g.Methuselah(0).Hand))
		}
		// Once each turn.
		mustNotOffer(t, g, "Use Ilonka")
	})
	t.Run("look only", func(t *testing.T) {
		g, hand := bled(t, 3)
		answer(t, g, "Use Ilonka: look at the hand", "discard nothing")
		for _, c := range hand {
			wantZone(t, c, vtes.ZoneHand)
		}
	})
	t.Run("a blocked bleed: nothing", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Horace Radcliffe", 3)
		s.Ready(1, "Ilonka", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Horace Radcliffe", "Ilonka")
		neverOffered(t, g, "Use Ilonka")
	})
}
