package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Anarch Convert: as he enters play, his Methuselah may remove him from
// the game to make a non-titled vampire they control Anarch (one
// already Anarch too) and gain 1 pool or draw a crypt card; before a
// contest, with another convert in play (card text; [PIB 20121031],
// [LSJ 20080526] [RTR 20180303] [ANK 20211214]).
func TestAnarchConvert(t *testing.T) {
	const reveal = "Move Anarch Convert to your ready region"
	t.Run("removed: Madison becomes Anarch, +1 pool", func(t *testing.T) {
		s := newScenario(3)
		conv := s.Uncontrolled(0, "Anarch Convert", 1)
		madison := s.Ready(0, "Madison", 3)
		s.Ready(0, "Mkhokheli", 3) // a prince
		g := s.Start(0, 2, vtes.PhaseInfluence)
		answer(t, g, reveal)
		mustNotOffer(t, g, "Mkhokheli")
		answer(t, g, "Madison", "gain 1 pool")
		wantZone(t, conv, vtes.ZoneRemoved)
		if !g.IsAnarch(madison) {
			t.Error("Madison did not become Anarch")
		}
		wantPool(t, g, 31, 30, 30)
	})
	t.Run("removed: a crypt card drawn; an Anarch may be chosen", func(t *testing.T) {
		s := newScenario(3)
		s.Uncontrolled(0, "Anarch Convert", 1)
		s.Ready(0, "Trung Chau Pham", 3) // already Anarch ([PIB 20121031])
		s.Crypt(0, "Naomi Stewart")
		g := s.Start(0, 2, vtes.PhaseInfluence)
		answer(t, g, reveal, "Trung Chau Pham", "draw 1 card from your crypt")
		if m := g.Methuselah(0); len(m.Crypt) != 0 || len(m.Uncontrolled) != 1 {
			t.Errorf("crypt %v, uncontrolled %v: want the crypt card drawn", m.Crypt, m.Uncontrolled)
		}
		wantPool(t, g, 30, 30, 30)
	})
	t.Run("kept: he enters play", func(t *testing.T) {
		s := newScenario(3)
		conv := s.Uncontrolled(0, "Anarch Convert", 1)
		madison := s.Ready(0, "Madison", 3)
		g := s.Start(0, 2, vtes.PhaseInfluence)
		answer(t, g, reveal, "None")
		wantZone(t, conv, vtes.ZoneReady)
		if g.IsAnarch(madison) {
			t.Error("Madison became Anarch")
		}
	})
	t.Run("removed before contesting another convert", func(t *testing.T) {
		s := newScenario(3)
		s.Uncontrolled(0, "Anarch Convert", 1)
		s.Ready(0, "Madison", 3)
		other := s.Ready(1, "Anarch Convert", 1)
		g := s.Start(0, 2, vtes.PhaseInfluence)
		answer(t, g, reveal, "Madison", "gain 1 pool")
		if other.Contested {
			t.Error("the other convert was contested")
		}
	})
}
