package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Parity Shift: requires a prince or justicar and a Methuselah with more
// pool than the caller; 3 of their pool go to other Methuselahs as the
// caller allocates; if they hold less when it passes, the caller takes
// points back within the terms (card text; §5.2, §8.1; [LSJ 20010606]; group G00158).
func TestParityShift(t *testing.T) {
	t.Run("3 pool shared out", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Mkhokheli", 3, "Parity Shift")
		s.Pool(1, 35).Pool(2, 25)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Mkhokheli: Parity Shift")
		// Only Methuselah 2 has more pool: chosen without asking.
		answer(t, g, "Methuselah 1", "Methuselah 1", "Methuselah 3")
		finish(t, g)
		wantPool(t, g, 32, 32, 26)
	})
	t.Run("no Methuselah richer: no action", func(t *testing.T) {
		g := minionPhase("Mkhokheli", 3, "Parity Shift")
		mustNotOffer(t, g, "Parity Shift")
	})
	t.Run("the target holds less than 3 when it passes", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Mkhokheli", 3, "Parity Shift", "Scorn of Adonis") // 2 votes
		s.Ready(1, "The Dowager", 3)                                           // 1 vote
		s.Pool(0, 2).Pool(1, 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Mkhokheli: Parity Shift", "Do not block", "Methuselah 2", "Methuselah 1",
			"Methuselah 1", "Methuselah 3")
		// Polling goes round from the caller (rules/vtes.md §12 A9).
		answer(t, g, "Play Scorn of Adonis", "The Dowager: 1 vote(s) against",
			"Mkhokheli: 2 vote(s) for")
		// Scorn of Adonis leaves Methuselah 2 with 2 pool: one point goes
		// back, the caller choosing whose.
		answer(t, g, "Methuselah 3")
		finish(t, g)
		if !g.Methuselah(1).Ousted {
			t.Fatalf("Methuselah 2 gave all their pool and is not ousted\n%s", logText(g))
		}
		wantPool(t, g, 10, 0, 30) // 2 + 2, and 6 for the oust
	})
}
