package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Elysium: The Palace of Versailles, for 2 pool: lock it in the polling
// of a political action for +1 vote to each titled Camarilla vampire its
// Methuselah controls, not to the untitled (card text; §5.3).
func TestElysiumThePalaceOfVersailles(t *testing.T) {
	t.Run("played for 2 pool", func(t *testing.T) {
		wantPlayed(t, "Andi Liu", "Elysium: The Palace of Versailles", 28)
	})
	t.Run("+1 vote to each titled Camarilla vampire", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Andi Liu", 3)           // prince: 2 votes
		s.Ready(0, "Donny Kowalczyk", 3)    // prince: 2 votes
		s.Ready(0, "Dr. Stephen Norton", 3) // untitled
		v := s.InPlay(0, "Elysium: The Palace of Versailles")
		s.Hand(0, "Kine Resources Contested")
		g := s.Start(0, 2, vtes.PhaseMinion)
		callKRC(t, g, "Andi Liu")
		answer(t, g, "Andi Liu: 2 vote(s) for") // votes before the Elysium
		answer(t, g, "Use Elysium: The Palace of Versailles")
		wantLocked(t, v, true)
		mustNotOffer(t, g, "Dr. Stephen Norton")
		answer(t, g, "Donny Kowalczyk: 3 vote(s) for")
		finish(t, g)
		// 1 for calling, Andi's 2 and 1 more, Donny's 3.
		if !logged(g, "The referendum passes (7 for, 0 against)") {
			t.Errorf("want 7 votes for\n%s", logText(g))
		}
	})
}
