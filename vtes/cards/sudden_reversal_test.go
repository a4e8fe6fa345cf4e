package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Sudden Reversal: out of turn, cancels a master card another Methuselah
// plays, as it is played, its cost not paid (card text; §14 C5; rulings
// [RTR 20001020], [LSJ 20090126]).
func TestSuddenReversal(t *testing.T) {
	t.Run("any other Methuselah's master card, its cost not paid", func(t *testing.T) {
		s := newScenario(4)
		s.Ready(2, "Loonar", 3)
		s.Hand(2, "The Hungry Coyote")
		sr := s.Hand(0, "Sudden Reversal")[0] // seat 2 is across the table
		g := s.Start(2, 2, vtes.PhaseMaster)
		answer(t, g, "Play The Hungry Coyote", "Play Sudden Reversal")
		wantZone(t, sr, vtes.ZoneAsh)
		if !logged(g, "The Hungry Coyote is cancelled") {
			t.Fatalf("The Hungry Coyote was not cancelled\n%s", logText(g))
		}
		wantPool(t, g, 30, 30, 30, 30)
	})
	t.Run("[LSJ 20090126] a cancelled trifle gives no extra action", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(1, "Loonar", 3)
		s.Hand(1, "Wider View", "The Hungry Coyote")
		s.Hand(0, "Sudden Reversal")
		g := s.Start(1, 2, vtes.PhaseMaster)
		answer(t, g, "Play Wider View", "Play Sudden Reversal")
		mustNotOffer(t, g, "Play The Hungry Coyote") // its one action was spent
	})
	t.Run("not in its player's own turn", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Loonar", 3)
		s.Hand(0, "The Hungry Coyote", "Sudden Reversal")
		g := s.Start(0, 2, vtes.PhaseMaster)
		mustNotOffer(t, g, "Play Sudden Reversal")
	})
}
