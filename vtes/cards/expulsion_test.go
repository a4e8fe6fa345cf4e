package cards_test

import (
	"strings"
	"testing"

	"kindred/vtes"
)

// Expulsion, called by a primogen or a prince: up to two minions chosen,
// a successful referendum bars them from playing reaction cards,
// blocking and casting votes or ballots this turn (card text; §5.2).
func TestExpulsion(t *testing.T) {
	t.Run("the chosen minion cannot vote or block this turn", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Alice Chen", 3, "Expulsion", "Kine Resources Contested")
		s.Ready(0, "Andi Liu", 3)
		lenny := s.Ready(1, "Lenny Burkhead", 3) // primogen: 1 vote
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Alice Chen: Expulsion")
		notBlocked(t, g)
		answer(t, g, "Lenny Burkhead", "None")
		voteFor(t, g, "Alice Chen")
		if !g.Expelled(lenny) {
			t.Fatalf("Lenny Burkhead not expelled\n%s", logText(g))
		}
		answer(t, g, "Andi Liu: Kine Resources Contested")
		mustNotOffer(t, g, "Block with Lenny Burkhead")
		notBlocked(t, g)
		answer(t, g, "Methuselah 2", "Methuselah 2", "Methuselah 3", "Methuselah 3")
		for g.Pending() != nil && g.Pending().Kind == "vtes.vote" {
			mustNotOffer(t, g, "Lenny Burkhead")
			decline(t, g)
		}
	})
	t.Run("without it, the minion votes and blocks", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Andi Liu", 3, "Kine Resources Contested")
		s.Ready(1, "Lenny Burkhead", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Andi Liu: Kine Resources Contested")
		mustOffer(t, g, "Block with Lenny Burkhead")
	})
	t.Run("an expelled vampire cannot play a reaction card", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Alice Chen", 3, "Expulsion")
		s.Ready(0, "Andi Liu", 3)
		lenny := s.Ready(1, "Lenny Burkhead", 3)
		lenny.Locked = true
		s.Hand(1, "Wake with Evening's Freshness")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Alice Chen: Expulsion")
		notBlocked(t, g)
		answer(t, g, "Lenny Burkhead", "None")
		voteFor(t, g, "Alice Chen")
		answer(t, g, "Andi Liu bleeds")
		neverOffered(t, g, "Play Wake with Evening's Freshness")
	})
	t.Run("not by an untitled vampire", func(t *testing.T) {
		g := minionPhase("Lenny Burkhead", 3, "Expulsion") // primogen
		mustOffer(t, g, "Lenny Burkhead: Expulsion")
		g = minionPhase("Madison", 3, "Expulsion")
		mustNotOffer(t, g, "Expulsion")
	})
}

// voteFor casts vampire's votes for the referendum in its polling, every
// other Methuselah passing, until the polling is over.
func voteFor(t *testing.T, g *vtes.Game, vampire string) {
	t.Helper()
	for g.Pending() != nil && g.Pending().Kind == "vtes.vote" {
		cast := ""
		for _, l := range labels(g) {
			if strings.HasPrefix(l, vampire+":") && strings.HasSuffix(l, " for") {
				cast = l
			}
		}
		if cast == "" {
			decline(t, g)
			continue
		}
		answer(t, g, cast)
	}
}
