package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Dead Pool: unique, put in play with a Lasombra; after a vampire in
// combat with its Methuselah's Lasombra leaves the ready region, 1
// counter may go on it; a Lasombra burns a counter for +2 bleed during
// its bleed or +2 votes in a referendum's polling (card text).
func TestDeadPool(t *testing.T) {
	t.Run("a counter after the opposing vampire goes to torpor", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Egidia Arrú", 4)
		pool := s.InPlay(0, "Dead Pool")
		madison := s.Ready(1, "Madison", 1)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Egidia Arrú", "Madison")
		wantZone(t, madison, vtes.ZoneTorpor)
		answer(t, g, "Yes")
		if pool.Counters != 1 {
			t.Errorf("Dead Pool has %d counters, want 1", pool.Counters)
		}
	})
	t.Run("not for another clan's combat", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Andi Liu", 4)
		s.Ready(0, "Azucena", 1) // the Lasombra the card requires
		s.InPlay(0, "Dead Pool")
		s.Ready(1, "Madison", 0)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Andi Liu", "Madison")
		neverOffered(t, g, "Yes")
	})
	t.Run("+2 bleed for a counter", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Azucena", 3)
		s.InPlay(0, "Dead Pool").Counters = 1
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Azucena bleeds", "Use Dead Pool: burn 1 counter: +2 bleed")
		mustNotOffer(t, g, "Use Dead Pool") // no counter left
		finish(t, g)
		wantPool(t, g, 30, 27, 30)
	})
	t.Run("+2 votes for a counter", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Yewon Ong", 3)
		s.Hand(0, "Kine Resources Contested")
		s.InPlay(0, "Dead Pool").Counters = 2
		g := s.Start(0, 2, vtes.PhaseMinion)
		callKRC(t, g, "Yewon Ong")
		answer(t, g, "Use Dead Pool: burn 1 counter: +2 votes", "Yewon Ong: 4 vote(s) for")
		finish(t, g)
		if !logged(g, "The referendum passes (5 for, 0 against)") {
			t.Errorf("want 1 for calling and Yewon's 4\n%s", logText(g))
		}
	})
}
