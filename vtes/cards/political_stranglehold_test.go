package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Political Stranglehold: each Methuselah gains 3 pool for each vampire
// of capacity 8 or more they control, in torpor too (card text).
func TestPoliticalStranglehold(t *testing.T) {
	s := newScenario(3)
	s.Ready(0, "Klaus Konrecht", 3) // capacity 8
	s.Torpor(0, "Percival", 0)      // capacity 8
	s.Ready(0, "Loonar", 3)
	s.Ready(1, "Charles Delmare", 3) // capacity 8
	s.Hand(0, "Political Stranglehold")
	g := s.Start(0, 2, vtes.PhaseMinion)
	answer(t, g, "Klaus Konrecht: Political Stranglehold")
	finish(t, g)
	wantPool(t, g, 36, 33, 30)
}
