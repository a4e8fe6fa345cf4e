package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Rusticus (for VIS, capacity 4), a Tremere slave: his directed actions
// need a Tremere of his Methuselah's (card text; §10.4).
func TestRusticus(t *testing.T) {
	vanilla(t, "Rusticus", 4, 0, vtes.Visceratika, vtes.Superior)
	s := newScenario(3)
	s.Ready(0, "Rusticus", 3)
	g := s.Start(0, 2, vtes.PhaseMinion)
	mustNotOffer(t, g, "Rusticus bleeds")
	s = newScenario(3)
	s.Ready(0, "Rusticus", 3)
	s.Ready(0, "Chrysanthemum", 3) // Tremere
	g = s.Start(0, 2, vtes.PhaseMinion)
	mustOffer(t, g, "Rusticus bleeds")
}
