package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Anarchist Uprising: each Methuselah burns 1 pool for each minion they
// control, vampires in torpor and allies included. Methuselahs ousted
// together each score for their prey, and only the survivors gain 6 pool
// (card text; §5.2, §8.1; group G00015 [LSJ 20000309]).
func TestAnarchistUprising(t *testing.T) {
	t.Run("1 pool per minion", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Andi Liu", 3)
		s.Torpor(0, "Mason Ha", 0)
		s.Hand(0, "Anarchist Uprising")
		s.Ready(1, "Nik Sikko", 3)
		s.Ready(1, "Underbridge Stray", 1)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Andi Liu: Anarchist Uprising", "Do not block", "Andi Liu: 2 vote(s) for")
		finish(t, g)
		wantPool(t, g, 28, 28, 30)
	})
	t.Run("two ousts at once", func(t *testing.T) {
		s := newScenario(4)
		readyWithHand(s, 0, "Andi Liu", 3, "Anarchist Uprising")
		s.Ready(1, "Nik Sikko", 3)
		s.Ready(2, "Horace Radcliffe", 3)
		s.Ready(2, "Nathaniel Bordruff", 3)
		s.Pool(1, 1).Pool(2, 2)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Andi Liu: Anarchist Uprising", "Do not block", "Andi Liu: 2 vote(s) for")
		finish(t, g)
		wantTwoOusted(t, g, 35, 0, 0, 30)
	})
}
