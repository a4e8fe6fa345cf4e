package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Disputed Territory: choose a location and a Methuselah; if the
// referendum passes, that Methuselah controls the location, its lock
// state kept (card text; group G00066); not without a location to choose
// (group G00158 [LSJ 20100129]).
func TestDisputedTerritory(t *testing.T) {
	t.Run("the location changes control", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Leumeah", 3, "Disputed Territory")
		loc := s.InPlay(1, "New Carthage")
		loc.Locked = true
		s.Ready(1, "Nik Sikko", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Leumeah: Disputed Territory")
		notBlocked(t, g)
		answer(t, g, "Methuselah 1") // New Carthage, the only location
		finish(t, g)
		if loc.Controller != 0 || loc.Zone != vtes.ZoneInPlay {
			t.Errorf("New Carthage is controlled by seat %d in %v, want seat 0 in play",
				loc.Controller, loc.Zone)
		}
		wantLocked(t, loc, true)
	})
	t.Run("not without a location", func(t *testing.T) {
		g := minionPhase("Leumeah", 3, "Disputed Territory")
		mustNotOffer(t, g, "Disputed Territory")
	})
}
