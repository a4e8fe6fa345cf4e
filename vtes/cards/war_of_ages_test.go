package cards_test

import (
	"testing"

	"kindred/vtes"
)

// War of Ages: a titled Sabbat vampire's referendum puts it in play; the
// prey burns 1 pool in their unlock phase; after the prey is ousted the
// card is burned and its Methuselah gains 3 more pool; a vampire's
// referendum costing 1 pool burns it; none while a copy is in play (card
// text; group G00158).
func TestWarOfAges(t *testing.T) {
	t.Run("in play: the prey burns 1 pool in their unlock phase", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Damian", 3)
		card := s.Hand(0, "War of Ages")[0]
		g := startTurns(s, 2, 0, 2, vtes.PhaseMinion)
		answer(t, g, "Damian: War of Ages")
		notBlocked(t, g)
		for g.Referendum() != nil {
			decline(t, g)
		}
		wantZone(t, card, vtes.ZoneInPlay)
		finish(t, g)
		wantPool(t, g, 30, 29, 30)
	})
	t.Run("the prey ousted: burned, 3 more pool", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Damian", 3)
		card := s.InPlay(0, "War of Ages")
		s.Pool(1, 1)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Damian bleeds")
		notBlocked(t, g)
		finish(t, g)
		wantZone(t, card, vtes.ZoneAsh)
		if got := pool(g, 0); got != 39 {
			t.Errorf("pool %d, want 30+6+3\n%s", got, logText(g))
		}
	})
	t.Run("another Methuselah's vampire burns it for 1 pool", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Damian", 3)
		card := s.InPlay(0, "War of Ages")
		s.Ready(1, "Alexa Draper", 3)
		g := s.Start(1, 2, vtes.PhaseMinion)
		answer(t, g, "Alexa Draper: War of Ages (call a referendum to burn this card)")
		notBlocked(t, g)
		answer(t, g, "Alexa Draper: 2 vote(s) for")
		finish(t, g)
		wantZone(t, card, vtes.ZoneAsh)
		if got := pool(g, 1); got != 29 {
			t.Errorf("pool %d, want 29 (the action's cost)", got)
		}
	})
	t.Run("unique: not while a copy is in play", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Damian", 3, "War of Ages")
		s.InPlay(1, "War of Ages")
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "Damian: War of Ages (call a referendum)")
		mustOffer(t, g, "Damian: War of Ages (call a referendum to burn this card)")
	})
}
