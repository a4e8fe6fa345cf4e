package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Old Friends, for 1 blood: not replaced until the next unlock phase;
// [obf] +1 bleed during a bleed (limited); [OBF] +2 votes for this vampire
// in the polling of a political action (card text; §14 C19; groups
// G00022, G00025).
func TestOldFriends(t *testing.T) {
	t.Run("inferior: +1 bleed, not replaced", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Andi Liu", 3, "Old Friends")
		s.Library(0, "Threats")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Andi Liu bleeds")
		mustNotOffer(t, g, "(+2 votes)")
		answer(t, g, "Play Old Friends (+1 bleed)")
		finish(t, g)
		if owed := g.Methuselah(0).Owed; owed != 1 {
			t.Errorf("owed %d, want 1: drawn in the next unlock phase", owed)
		}
		wantPool(t, g, 30, 28, 30)
	})
	t.Run("superior: +2 votes in the polling", func(t *testing.T) {
		g := minionPhase("Dr. Stephen Norton", 3, "Kine Resources Contested", "Old Friends")
		callKRC(t, g, "Dr. Stephen Norton")
		answer(t, g, "Play Old Friends (+2 votes)", "Vote for")
		finish(t, g)
		if !logged(g, "casts 2 vote(s) for") {
			t.Errorf("no 2 votes for\n%s", logText(g))
		}
	})
}
