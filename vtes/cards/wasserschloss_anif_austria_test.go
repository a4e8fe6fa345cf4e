package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Wasserschloss Anif, Austria, requires a Tremere: in the master phase a
// Tremere moves 1 blood to it, one a turn ([RTR 19960221]); in the
// influence phase, lock it to move its blood to an uncontrolled Tremere;
// other minions burn it as a directed action, Malkavians at +1 stealth
// (card text; §3.6, §4.4).
func TestWasserschlossAnifAustria(t *testing.T) {
	t.Run("played with a Tremere", func(t *testing.T) {
		wantPlayed(t, "Lauren", "Wasserschloss Anif, Austria", 30)
	})
	t.Run("one Tremere's blood a turn", func(t *testing.T) {
		s := newScenario(3)
		lauren := s.Ready(0, "Lauren", 3)
		s.Ready(0, "Nassir", 3)
		card := s.InPlay(0, "Wasserschloss Anif, Austria")
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Use Wasserschloss Anif, Austria", "Lauren")
		mustNotOffer(t, g, "Use Wasserschloss")
		wantBlood(t, lauren, 2)
		if card.Counters != 1 {
			t.Errorf("%d blood on the card, want 1", card.Counters)
		}
	})
	t.Run("its blood to an uncontrolled Tremere", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Lauren", 3)
		rosalina := s.Uncontrolled(0, "Rosalina Cortez", 0)
		card := s.InPlay(0, "Wasserschloss Anif, Austria")
		card.Counters = 3
		g := s.Start(0, 2, vtes.PhaseInfluence)
		answer(t, g, "Use Wasserschloss Anif, Austria")
		wantBlood(t, rosalina, 3)
		wantLocked(t, card, true)
		if card.Counters != 0 {
			t.Errorf("%d blood on the card, want 0", card.Counters)
		}
	})
	for _, tc := range []struct {
		actor   string
		stealth int
	}{{"Ashley", 1}, {"Ryan", 0}} { // Malkavian; Nosferatu
		t.Run("burned by "+tc.actor, func(t *testing.T) {
			s := newScenario(3)
			s.Ready(0, tc.actor, 3)
			s.Ready(1, "Lauren", 3)
			card := s.InPlay(1, "Wasserschloss Anif, Austria")
			g := s.Start(0, 2, vtes.PhaseMinion)
			answer(t, g, tc.actor+" burns Wasserschloss Anif, Austria")
			if a := g.Action(); a == nil || a.Stealth != tc.stealth {
				t.Fatalf("want stealth %d", tc.stealth)
			}
			answer(t, g, "Do not block")
			finish(t, g)
			wantZone(t, card, vtes.ZoneAsh)
		})
	}
}
