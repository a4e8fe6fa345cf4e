package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Weighted Walking Stick: before range in the first round, put on the
// minion with 5 counters; a melee weapon, strike: strength+1 damage; each
// damage inflicted burns a counter, the stick burned with none left (card
// text; §6.4).
func TestWeightedWalkingStick(t *testing.T) {
	t.Run("put on, strikes for strength+1, wears down", func(t *testing.T) {
		s := newScenario(3)
		emily := readyWithHand(s, 0, "Emily Carson", 4, "Weighted Walking Stick")
		mk := s.Ready(1, "Mkhokheli", 6)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Emily Carson", "Mkhokheli")
		answer(t, g, "Play Weighted Walking Stick")
		stick := emily.Attached
		if len(stick) != 1 {
			t.Fatalf("want the stick on Emily, attached %v", stick)
		}
		answer(t, g, "Weighted Walking Stick: strength+1 damage")
		finish(t, g)
		wantBlood(t, mk, 4)
		if c := g.Card(stick[0]); c.Counters != 3 || c.Zone != vtes.ZoneAttached {
			t.Errorf("stick with %d counters in %v, want 3 left on Emily", c.Counters, c.Zone)
		}
	})
	t.Run("its last counter: full damage, then burned ([ANK 20201229-2])", func(t *testing.T) {
		s := newScenario(3)
		emily := s.Ready(0, "Emily Carson", 4)
		stick := s.Attach(emily, "Weighted Walking Stick", 1)
		mk := s.Ready(1, "Mkhokheli", 6)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Emily Carson", "Mkhokheli")
		answer(t, g, "Weighted Walking Stick: strength+1 damage")
		finish(t, g)
		wantBlood(t, mk, 4)
		wantZone(t, stick, vtes.ZoneAsh)
	})
	t.Run("one to a minion", func(t *testing.T) {
		s := newScenario(3)
		emily := s.Ready(0, "Emily Carson", 4)
		s.Attach(emily, "Weighted Walking Stick", 5)
		s.Hand(0, "Weighted Walking Stick")
		s.Ready(1, "Mkhokheli", 6)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Emily Carson", "Mkhokheli")
		mustNotOffer(t, g, "Play Weighted Walking Stick")
	})
}
