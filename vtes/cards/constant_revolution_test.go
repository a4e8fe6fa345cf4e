package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Constant Revolution: an Anarch puts it in play with 1 counter (+1
// stealth); it gains a counter in its Methuselah's unlock phase; in each
// other Methuselah's unlock phase, they burn X pool and/or cards at random
// from their hand, X its counters; vampires can burn it for 1 pool (card
// text; §4.4).
func TestConstantRevolution(t *testing.T) {
	t.Run("put in play by an Anarch with 1 counter", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Rayne", 3)
		s.Ready(0, "Bijou", 3)
		card := s.Hand(0, "Constant Revolution")[0]
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "Bijou: Constant Revolution")
		answer(t, g, "Rayne: Constant Revolution (put in play)")
		if a := g.Action(); a != nil && a.Stealth != 1 {
			t.Errorf("stealth %d, want 1", a.Stealth)
		}
		finish(t, g)
		wantZone(t, card, vtes.ZoneInPlay)
		if card.Counters != 1 {
			t.Errorf("%d counters, want 1", card.Counters)
		}
	})
	t.Run("a counter in its Methuselah's unlock phase", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Rayne", 3)
		card := s.InPlay(0, "Constant Revolution")
		card.Counters = 1
		g := s.Start(0, 2, vtes.PhaseUnlock)
		passUntil(t, g, "Rayne bleeds")
		if card.Counters != 2 {
			t.Errorf("%d counters, want 2", card.Counters)
		}
		wantPool(t, g, 30, 30, 30)
	})
	for _, tc := range []struct {
		pool, burned int
	}{{2, 0}, {0, 2}, {1, 1}} {
		t.Run("another Methuselah burns X pool and/or cards", func(t *testing.T) {
			s := newScenario(3)
			card := s.InPlay(0, "Constant Revolution")
			card.Counters = 2
			s.Ready(1, "Bijou", 3)
			hand := s.Hand(1, "Quickness", "Pursuit", "Flash")
			s.Library(1, "Soul Burn", "Blood Rage", "Fleetness")
			g := s.Start(1, 2, vtes.PhaseUnlock)
			for !offered(g, "0") || !offered(g, "2") {
				decline(t, g)
			}
			answerAmount(t, g, tc.pool)
			wantPool(t, g, 30, 30-tc.pool, 30)
			n := 0
			for _, c := range hand {
				if c.Zone == vtes.ZoneAsh {
					n++
				}
			}
			if n != tc.burned || len(g.Hand(1)) != 3 {
				t.Errorf("%d cards burned, hand of %d; want %d burned, hand of 3", n,
					len(g.Hand(1)), tc.burned)
			}
		})
	}
	t.Run("a vampire burns it for 1 pool", func(t *testing.T) {
		s := newScenario(3)
		card := s.InPlay(1, "Constant Revolution")
		s.Ready(0, "Bijou", 3)
		s.Ready(0, "Underbridge Stray", 1)
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "Underbridge Stray burns Constant Revolution")
		answer(t, g, "Bijou burns Constant Revolution")
		finish(t, g)
		wantZone(t, card, vtes.ZoneAsh)
		wantPool(t, g, 29, 30, 30)
	})
}
