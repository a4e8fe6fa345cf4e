package cards_test

import (
	"testing"

	"kindred/vtes"
)

// The Sargon Fragment, for 1 pool: unique equipment; its vampire has
// superior Necromancy; as an action costing 1 blood it takes a library
// card of its Methuselah's ash heap to their hand, named as the action is
// announced [LSJ 20010627], then they discard down (card text; §1.5.3).
func TestTheSargonFragment(t *testing.T) {
	t.Run("equip: superior Necromancy", func(t *testing.T) {
		s := newScenario(3)
		mk := readyWithHand(s, 0, "Mkhokheli", 3, "The Sargon Fragment")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Mkhokheli: The Sargon Fragment (equip)")
		notBlocked(t, g)
		if l := g.Level(mk, vtes.Necromancy); l != vtes.Superior {
			t.Errorf("Necromancy at %v, want superior", l)
		}
		wantPool(t, g, 29, 30, 30)
	})
	t.Run("a card of the ash heap to the hand, named as announced", func(t *testing.T) {
		s := newScenario(3)
		mk := s.Ready(0, "Mkhokheli", 3)
		s.Attach(mk, "The Sargon Fragment", 0)
		s.Ash(0, "Deflection", "Conditioning", "Nathaniel Bordruff")
		s.Hand(0, "Bonding", "Bonding", "Bonding", "Bonding", "Bonding", "Bonding", "Bonding")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Mkhokheli: The Sargon Fragment (a library card of your ash heap to your hand)")
		mustNotOffer(t, g, "Nathaniel Bordruff") // a crypt card
		answer(t, g, "Deflection")
		notBlocked(t, g)
		answer(t, g, "Bonding") // discard down to 7
		finish(t, g)
		wantBlood(t, mk, 2)
		wantZone(t, g.CardsNamed("Deflection")[0], vtes.ZoneHand)
		wantZone(t, g.CardsNamed("Conditioning")[0], vtes.ZoneAsh)
		if n := len(g.Methuselah(0).Hand); n != 7 {
			t.Errorf("%d cards in hand, want 7", n)
		}
	})
	t.Run("not with an empty ash heap", func(t *testing.T) {
		s := newScenario(3)
		mk := s.Ready(0, "Mkhokheli", 3)
		s.Attach(mk, "The Sargon Fragment", 0)
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "The Sargon Fragment")
	})
}
