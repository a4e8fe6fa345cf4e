package cards_test

import (
	"testing"

	"kindred/vtes"
)

// The Gate of Acheron: Hecata; put in play with 1 counter; +1 counter in
// its Methuselah's unlock phase; in their prey's, per counter, the prey
// burns 1 pool or removes a library card at random from their ash heap;
// Hecata of capacity 4 or more add 1 counter as a +1 stealth action;
// vampires can burn it as a Ⓓ action (card text).
func TestTheGateOfAcheron(t *testing.T) {
	t.Run("put in play with 1 counter", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Monica Giovanni", 3, "The Gate of Acheron")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Monica Giovanni: The Gate of Acheron (put in play with 1 counter)")
		finish(t, g)
		gate := card(t, g, "The Gate of Acheron")
		wantZone(t, gate, vtes.ZoneInPlay)
		if gate.Counters != 1 {
			t.Errorf("%d counters, want 1", gate.Counters)
		}
	})
	t.Run("a counter by a Hecata of capacity 4 or more", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Monica Giovanni", 3)
		s.Ready(0, "Peter St. John", 2)
		gate := s.InPlay(0, "The Gate of Acheron")
		gate.Counters = 1
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "Peter St. John: The Gate of Acheron")
		answer(t, g, "Monica Giovanni: The Gate of Acheron (add 1 counter)")
		finish(t, g)
		if gate.Counters != 2 {
			t.Errorf("%d counters, want 2", gate.Counters)
		}
	})
	t.Run("the prey's unlock phase: pool, then the ash heap", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Monica Giovanni", 3)
		gate := s.InPlay(0, "The Gate of Acheron")
		gate.Counters = 2
		s.Ready(1, "Madison", 3)
		ash := s.Ash(1, "Minion Tap", "Deflection", "Madison")
		g := startTurns(s, 2, 0, 2, vtes.PhaseMinion)
		answer(t, g, "End the minion phase")
		for g.Active == 0 && g.Pending() != nil {
			decline(t, g)
		}
		answer(t, g, "No") // no withdrawal (an empty library)
		answer(t, g, "1")  // 1 pool, 1 library card removed
		wantPool(t, g, 30, 29, 30)
		removed := 0
		for _, c := range ash[:2] {
			if c.Zone == vtes.ZoneRemoved {
				removed++
			}
		}
		if removed != 1 || ash[2].Zone != vtes.ZoneAsh {
			t.Errorf("%d library cards removed, want 1; the vampire in zone %v", removed, ash[2].Zone)
		}
	})
	t.Run("its Methuselah's unlock phase: +1 counter", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Monica Giovanni", 3)
		gate := s.InPlay(0, "The Gate of Acheron")
		gate.Counters = 1
		g := s.Start(0, 2, vtes.PhaseUnlock)
		for g.Phase == vtes.PhaseUnlock && g.Pending() != nil {
			decline(t, g)
		}
		if gate.Counters != 2 {
			t.Errorf("%d counters, want 2", gate.Counters)
		}
	})
	t.Run("vampires can burn it", func(t *testing.T) {
		s := newScenario(3)
		s.InPlay(1, "The Gate of Acheron")
		s.Ready(0, "Madison", 3)
		s.Ready(0, "Screamer", 1)
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustOffer(t, g, "Madison burns The Gate of Acheron")
		mustNotOffer(t, g, "Screamer burns The Gate of Acheron")
	})
}
