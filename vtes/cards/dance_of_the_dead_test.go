package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Dance of the Dead: Path of Death and the Soul; unique; put in play with
// 4 counters; once each combat, burn 1 counter to give a wraith or zombie
// ally 1 maneuver or press; burned with no counter (card text).
func TestDanceOfTheDead(t *testing.T) {
	t.Run("put in play", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Nadezhda", 3, "Dance of the Dead")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Nadezhda: Dance of the Dead (put in play with 4 counters)")
		notBlocked(t, g)
		finish(t, g)
		if d := card(t, g, "Dance of the Dead"); d.Zone != vtes.ZoneInPlay || d.Counters != 4 {
			t.Errorf("in zone %v with %d counters", d.Zone, d.Counters)
		}
	})
	t.Run("a press to a zombie ally, the last counter burns it", func(t *testing.T) {
		s := newScenario(3)
		dance := s.InPlay(0, "Dance of the Dead")
		dance.Counters = 1
		s.Ready(0, "Aggressive Corpse", 3)
		madison := s.Ready(1, "Madison", 6)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Aggressive Corpse: Aggressive Corpse (enter combat with a minion → Madison)")
		notBlocked(t, g)
		answer(t, g, "Use Dance of the Dead", "1 optional press")
		wantZone(t, dance, vtes.ZoneAsh)
		fightUntil(t, g, "Use an optional press")
		answer(t, g, "Use an optional press")
		finish(t, g)
		if !logged(g, "Aggressive Corpse presses") {
			t.Errorf("no press\n%s", logText(g))
		}
		wantBlood(t, madison, 2) // two rounds of 2 damage
	})
	t.Run("not for a vampire", func(t *testing.T) {
		s := newScenario(3)
		dance := s.InPlay(0, "Dance of the Dead")
		dance.Counters = 4
		s.Ready(0, "Nadezhda", 3)
		s.Ready(1, "Madison", 6)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Nadezhda", "Madison")
		neverOffered(t, g, "Use Dance of the Dead")
	})
}
