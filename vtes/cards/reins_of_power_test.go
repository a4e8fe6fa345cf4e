package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Reins of Power: each Methuselah may choose a ready vampire they
// control, gains 6 pool, then burns the capacity of the vampire their
// predator chose; only one in a game (card text).
func TestReinsOfPower(t *testing.T) {
	s := newScenario(3)
	s.Ready(0, "Klaus Konrecht", 3)   // capacity 8
	s.Ready(1, "Loonar", 3)           // capacity 4
	s.Ready(2, "Ilias cel Frumos", 3) // capacity 3
	s.Hand(0, "Reins of Power", "Reins of Power")
	g := s.Start(0, 2, vtes.PhaseMinion)
	answer(t, g, "Klaus Konrecht: Reins of Power")
	for g.Pending() != nil && g.Pending().Kind != "vtes.choose" {
		answer(t, g, g.Labels()[0])
	}
	answer(t, g, "Klaus Konrecht", "Loonar", "None")
	// Seat 0 burns what seat 2 chose (none), seat 1 Klaus's 8, seat 2
	// Loonar's 4.
	wantPool(t, g, 36, 28, 32)
	mustNotOffer(t, g, "Play Reins of Power")
	mustNotOffer(t, g, ": Reins of Power")
}
