package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Hartmut Stover, archbishop of Berlin: 2 votes; each vampire voting
// against a referendum he called burns 1 blood once the votes are
// tallied; in his Methuselah's discard phase they can burn the Edge to
// gain 1 pool (card text; §5.2, §3.7).
func TestHartmutStover(t *testing.T) {
	vanilla(t, "Hartmut Stover", 10, 2, vtes.Protean, vtes.Superior)
	t.Run("those voting against burn 1 blood", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Hartmut Stover", 4, "Kine Resources Contested")
		ingrid := s.Ready(1, "Ingrid Rossler", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		callKRC(t, g, "Hartmut Stover")
		answer(t, g, "Hartmut Stover: 2 vote(s) for", "Ingrid Rossler: 2 vote(s) against")
		finish(t, g)
		wantBlood(t, ingrid, 2)
	})
	t.Run("burn the Edge: 1 pool", func(t *testing.T) {
		startPosition(t, `turn 2 phase discard active 1 seats 3 edge 1 last
			ready 1: Hartmut Stover blood 4
			> Use Hartmut Stover: burn the Edge: gain 1 pool
			= edge none
			= methuselah 1 pool 31`)
	})
}
