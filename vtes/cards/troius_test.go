package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Troius: +1 strength; no votes against a blood hunt, his votes for it
// and against other referendums offered (card text; §7.4 step 6).
func TestTroius(t *testing.T) {
	t.Run("+1 strength", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Troius", 4)
		mk := s.Ready(1, "Mkhokheli", 6)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Troius", "Mkhokheli")
		finish(t, g)
		wantBlood(t, mk, 4)
	})
	t.Run("not against a blood hunt", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Andi Liu", 3)
		s.Torpor(1, "Horace Radcliffe", 1)
		s.Ready(2, "Troius", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Andi Liu diablerizes Horace Radcliffe")
		notBlocked(t, g)
		for !offered(g, "Troius") {
			answer(t, g, "Pass")
		}
		mustOffer(t, g, "Troius: 2 vote(s) for")
		mustNotOffer(t, g, "Troius: 2 vote(s) against")
	})
}
