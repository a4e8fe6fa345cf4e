package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Ashur Tablets: one each turn, put in play; the third copy its
// Methuselah controls removes every copy in play from the game, for 3 pool
// and up to thirteen library cards of their ash heap, one to the hand, the
// others shuffled into the library (card text; rulings [PIB 20130119],
// [LSJ 20091030], [LSJ 20081129]).
func TestAshurTablets(t *testing.T) {
	t.Run("one each turn", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Mkhokheli", 3)
		s.Hand(0, "Ashur Tablets", "Ashur Tablets")
		s.InPlay(0, "The Parthenon")
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Play Ashur Tablets")
		answer(t, g, "Use The Parthenon: lock: +1 master phase action")
		mustNotOffer(t, g, "Play Ashur Tablets")
	})
	t.Run("[PIB 20130119] the third copy, with an empty ash heap", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Mkhokheli", 3)
		s.InPlay(0, "Ashur Tablets")
		s.InPlay(0, "Ashur Tablets")
		other := s.InPlay(1, "Ashur Tablets")
		third := s.Hand(0, "Ashur Tablets")[0]
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Play Ashur Tablets")
		wantZone(t, third, vtes.ZoneRemoved)
		wantZone(t, other, vtes.ZoneRemoved) // even another Methuselah's
		wantPool(t, g, 33, 30, 30)
	})
	t.Run("[LSJ 20081129] one card to the hand, shown; the others to the library", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Mkhokheli", 3)
		s.InPlay(0, "Ashur Tablets")
		s.InPlay(0, "Ashur Tablets")
		ash := s.Ash(0, "Sideslip", "Effective Management", "Tribute to the Master")
		s.Hand(0, "Ashur Tablets")
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Play Ashur Tablets", "Sideslip", "Effective Management")
		answer(t, g, "None")
		mustOffer(t, g, "Sideslip")
		mustNotOffer(t, g, "Tribute to the Master") // not chosen
		answer(t, g, "Effective Management")
		wantZone(t, ash[1], vtes.ZoneHand)
		wantZone(t, ash[0], vtes.ZoneLibrary)
		wantZone(t, ash[2], vtes.ZoneAsh)
		if !logged(g, "Effective Management from their ash heap to their hand") {
			t.Errorf("the card taken is not shown\n%s", logText(g))
		}
	})
	t.Run("two copies: no effect yet", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Mkhokheli", 3)
		s.InPlay(0, "Ashur Tablets")
		s.Ash(0, "Sideslip")
		played := s.Hand(0, "Ashur Tablets")[0]
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Play Ashur Tablets")
		wantZone(t, played, vtes.ZoneInPlay)
		wantPool(t, g, 30, 30, 30)
	})
}
