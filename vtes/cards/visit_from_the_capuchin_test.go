package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Visit from the Capuchin: put in play with 4 counters, +1 hand size a
// counter; each card its Methuselah plays afterwards is not replaced, a
// counter burned instead; burned at no counter; not a second one while
// one is in play ([PIB 20121031]) (card text; §1.5.3).
func TestVisitFromTheCapuchin(t *testing.T) {
	t.Run("4 counters: 4 cards drawn at once", func(t *testing.T) {
		s := newScenario(3)
		card := s.Hand(0, "Visit from the Capuchin")[0]
		s.Library(0, "Ashley", "Sully", "Colette", "Meaghan", "Ryan", "Lauren", "Nassir",
			"Baixinho", "Belinde", "Wauneka", "Min-seo", "Patrik Söderberg")
		g := s.Start(0, 2, vtes.PhaseMaster)
		before := len(g.Hand(0))
		answer(t, g, "Play Visit from the Capuchin")
		wantZone(t, card, vtes.ZoneInPlay)
		if card.Counters != 4 || g.HandSize(0) != 11 {
			t.Errorf("%d counters, hand size %d; want 4, 11", card.Counters, g.HandSize(0))
		}
		// The Visit itself is replaced (1), then the hand grows by 4.
		if got := len(g.Hand(0)); got != before+4 {
			t.Errorf("hand of %d, want %d", got, before+4)
		}
	})
	t.Run("a card played: a counter instead of the replacement", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Massimo Falconi", 3)
		card := s.Hand(0, "Visit from the Capuchin", "Intimidation")[0]
		s.Library(0, "Ashley", "Sully", "Colette", "Meaghan", "Ryan", "Lauren", "Nassir",
			"Baixinho", "Belinde", "Wauneka", "Min-seo", "Patrik Söderberg")
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Play Visit from the Capuchin")
		passUntil(t, g, "Massimo Falconi: Intimidation")
		library := len(g.Methuselah(0).Library)
		answer(t, g, "Massimo Falconi: Intimidation") // replaced as it is played (§14 C4)
		if n := len(g.Methuselah(0).Library); n != library {
			t.Errorf("%d library cards left, want %d: nothing drawn", n, library)
		}
		if card.Counters != 3 || g.HandSize(0) != 10 {
			t.Errorf("%d counters, hand size %d; want 3, 10", card.Counters, g.HandSize(0))
		}
	})
	t.Run("the last counter burned: the card burns", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Massimo Falconi", 3)
		card := s.InPlay(0, "Visit from the Capuchin")
		card.Counters = 1
		s.Hand(0, "Intimidation")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Massimo Falconi: Intimidation")
		wantZone(t, card, vtes.ZoneAsh)
	})
	t.Run("not a second one", func(t *testing.T) {
		s := newScenario(3)
		card := s.InPlay(0, "Visit from the Capuchin")
		card.Counters = 1
		s.Hand(0, "Visit from the Capuchin")
		g := s.Start(0, 2, vtes.PhaseMaster)
		mustNotOffer(t, g, "Play Visit from the Capuchin")
	})
}
