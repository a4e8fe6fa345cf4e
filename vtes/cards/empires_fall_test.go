package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Empires Fall: a Sabbat vampire's referendum; each chosen Methuselah
// burns 1 pool, 3 more if they control a ready vampire of capacity 8 or
// more; not by a non-Sabbat vampire (card text; §5).
func TestEmpiresFall(t *testing.T) {
	t.Run("1 pool, or 4 for a ready elder", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Concordia", 3, "Empires Fall")
		s.Ready(1, "Damian", 3)    // capacity 8
		s.Ready(2, "Concordia", 3) // capacity 6
		s.Torpor(2, "Üresség", 3)  // capacity 8, in torpor
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Concordia: Empires Fall")
		notBlocked(t, g)
		answerAmount(t, g, 2)
		answer(t, g, "Methuselah 2", "Methuselah 3")
		finish(t, g)
		wantPool(t, g, 30, 26, 29)
	})
	t.Run("not by a Camarilla vampire", func(t *testing.T) {
		g := minionPhase("Alexa Draper", 3, "Empires Fall")
		mustNotOffer(t, g, "Alexa Draper: Empires Fall")
	})
}
