package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Pit of Contemplation: Hecata; put in play with 1 counter; Hecata add 1
// counter as a +1 stealth action; in its Methuselah's unlock phase, burn
// it to move a vampire of the predator or prey with capacity less than
// its counters to its owner's uncontrolled region; vampires can burn it
// as a Ⓓ action (card text).
func TestPitOfContemplation(t *testing.T) {
	t.Run("put in play, then a counter", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Monica Giovanni", 3, "Pit of Contemplation")
		s.Ready(0, "Peter St. John", 2)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Monica Giovanni: Pit of Contemplation (put in play with 1 counter)")
		notBlocked(t, g)
		pit := card(t, g, "Pit of Contemplation")
		answer(t, g, "Peter St. John: Pit of Contemplation (add 1 counter)")
		finish(t, g)
		if pit.Zone != vtes.ZoneInPlay || pit.Counters != 2 {
			t.Errorf("Pit in zone %v with %d counters, want in play with 2", pit.Zone, pit.Counters)
		}
	})
	t.Run("burned in the unlock phase: the prey's vampire leaves", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Monica Giovanni", 3)
		s.Library(0, "Minion Tap")
		pit := s.InPlay(0, "Pit of Contemplation")
		pit.Counters = 7
		madison := s.Ready(1, "Madison", 3) // capacity 6
		s.Ready(2, "Roger de Camden", 3)    // capacity 10
		g := s.Start(0, 2, vtes.PhaseUnlock)
		mustNotOffer(t, g, "Roger de Camden")
		answer(t, g, "Madison")
		wantZone(t, madison, vtes.ZoneUncontrolled)
		wantZone(t, pit, vtes.ZoneAsh)
		if madison.Controller != 1 {
			t.Errorf("Madison is seat %d's, want seat 1's", madison.Controller)
		}
	})
	t.Run("kept in the unlock phase", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Monica Giovanni", 3)
		s.Library(0, "Minion Tap")
		pit := s.InPlay(0, "Pit of Contemplation")
		pit.Counters = 7
		madison := s.Ready(1, "Madison", 3)
		g := s.Start(0, 2, vtes.PhaseUnlock)
		answer(t, g, "None")
		wantZone(t, madison, vtes.ZoneReady)
		wantZone(t, pit, vtes.ZoneInPlay)
	})
}
