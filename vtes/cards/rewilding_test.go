package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Rewilding: a Gangrel's Ⓓ action burns a location and 2 of its
// controller's pool (card text; group G00036).
func TestRewilding(t *testing.T) {
	s := newScenario(3)
	readyWithHand(s, 0, "Hanna Nokelainen", 4, "Rewilding")
	lib := s.InPlay(1, "Elder Library")
	g := s.Start(0, 2, vtes.PhaseMinion)
	answer(t, g, "Rewilding")
	finish(t, g)
	wantZone(t, lib, vtes.ZoneAsh)
	wantPool(t, g, 30, 28, 30)
}
