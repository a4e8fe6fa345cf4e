package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Jason "Son" Newberry, primogen (pre AUS DOM OBF, capacity 7): 1 vote;
// +1 bleed; +2 votes when casting his votes against a blood hunt
// referendum, not for it, nor against other referendums (card text;
// §5.3, §7.5).
func TestJasonSonNewberry(t *testing.T) {
	t.Run("+1 bleed", func(t *testing.T) {
		s := newScenario(3)
		jason := s.Ready(0, `Jason "Son" Newberry`, 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		wantVotes(t, g, jason, 1)
		wantCapacity(t, g, jason, 7)
		answer(t, g, `Jason "Son" Newberry bleeds`)
		finish(t, g)
		wantPool(t, g, 30, 28, 30)
	})
	t.Run("+2 votes against a blood hunt", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Andi Liu", 3)
		s.Torpor(1, "Horace Radcliffe", 1)
		s.Ready(2, `Jason "Son" Newberry`, 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Andi Liu diablerizes Horace Radcliffe")
		notBlocked(t, g)
		for !offered(g, `Jason "Son" Newberry`) {
			answer(t, g, "Pass")
		}
		mustOffer(t, g, `Jason "Son" Newberry: 1 vote(s) for`)
		answer(t, g, `Jason "Son" Newberry: 3 vote(s) against`)
	})
	t.Run("1 vote against another referendum", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Andi Liu", 3, "Kine Resources Contested")
		s.Ready(1, `Jason "Son" Newberry`, 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		callKRC(t, g, "Andi Liu")
		answer(t, g, "Pass")
		mustOffer(t, g, `Jason "Son" Newberry: 1 vote(s) against`)
	})
}
