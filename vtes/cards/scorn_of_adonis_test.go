package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Scorn of Adonis: Toreador only; during polling; each Methuselah casting
// votes against burns 1 pool once the votes are tallied, votes cast before
// or after it alike, 1 pool each however many votes (card text; §5.2; [RTR
// 19951110]).
func TestScornOfAdonis(t *testing.T) {
	t.Run("those voting against burn 1 pool", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Mkhokheli", 3, "Kine Resources Contested", "Scorn of Adonis")
		readyWithHand(s, 1, "The Dowager", 3, "Conservative Agitation")
		g := s.Start(0, 2, vtes.PhaseMinion)
		callKRC(t, g, "Mkhokheli")
		// Polling goes round from the caller (rules/vtes.md §12 A9): the
		// Dowager votes against before Scorn of Adonis is played, a
		// political card of the same Methuselah after it.
		answer(t, g, "Pass", "The Dowager: 1 vote(s) against")
		answer(t, g, "Play Scorn of Adonis", "Discard Conservative Agitation: 1 vote against")
		answer(t, g, "Mkhokheli: 2 vote(s) for")
		finish(t, g)
		// 3 for, 2 against: passes; Methuselah 2 burns 1 for Scorn (once,
		// for two sources against) and 2 for the referendum, Methuselah 3
		// burns 2.
		wantPool(t, g, 30, 27, 28)
	})
	t.Run("not by a Nosferatu", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Lenny Burkhead", 3, "Kine Resources Contested", "Scorn of Adonis")
		s.Ready(1, "The Dowager", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		callKRC(t, g, "Lenny Burkhead")
		mustNotOffer(t, g, "Scorn of Adonis")
	})
}
