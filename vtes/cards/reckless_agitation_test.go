package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Reckless Agitation, for 2 blood, by an Independent or Anarch vampire of
// capacity 5 or more: allocate 6 points among two or more other
// Methuselahs, none to the caller nor all to one; not with a single
// opponent left ([LSJ 20000622], [LSJ 20100129]; card text; §5).
func TestRecklessAgitation(t *testing.T) {
	t.Run("6 points among the others", func(t *testing.T) {
		s := newScenario(3)
		vivian := readyWithHand(s, 0, "Vivian VI", 4, "Reckless Agitation") // capacity 7
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Vivian VI: Reckless Agitation")
		mustNotOffer(t, g, "Methuselah 1")
		// After 5 points to Methuselah 2, the last one must go to
		// Methuselah 3: the only choice, made without asking.
		answer(t, g, "Methuselah 2", "Methuselah 2", "Methuselah 2", "Methuselah 2",
			"Methuselah 2")
		finish(t, g)
		wantBlood(t, vivian, 2)
		wantPool(t, g, 30, 25, 29)
	})
	t.Run("not by a vampire of capacity 4", func(t *testing.T) {
		g := minionPhase("Marcel", 4, "Reckless Agitation")
		mustNotOffer(t, g, "Reckless Agitation")
	})
	t.Run("not with one opponent left", func(t *testing.T) {
		s := newScenario(2)
		readyWithHand(s, 0, "Vivian VI", 4, "Reckless Agitation")
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "Reckless Agitation")
	})
}
