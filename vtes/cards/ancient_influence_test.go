package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Ancient Influence: each Methuselah may choose a ready vampire they
// control, gains pool equal to its capacity, then burns 5; only one in a
// game (card text).
func TestAncientInfluence(t *testing.T) {
	s := newScenario(3)
	s.Ready(0, "Klaus Konrecht", 3) // capacity 8
	s.Ready(0, "Loonar", 3)
	s.Ready(1, "Percival", 3) // capacity 8
	s.Hand(0, "Ancient Influence", "Ancient Influence")
	g := s.Start(0, 2, vtes.PhaseMinion)
	answer(t, g, "Klaus Konrecht: Ancient Influence")
	for g.Pending() != nil && g.Pending().Kind != "vtes.choose" {
		answer(t, g, g.Labels()[0])
	}
	answer(t, g, "Klaus Konrecht", "None")
	wantPool(t, g, 33, 25, 25)
	mustNotOffer(t, g, "Loonar: Ancient Influence")
}
