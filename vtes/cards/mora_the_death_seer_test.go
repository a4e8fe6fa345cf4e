package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Mora, the Death Seer (ani AUS FOR OBL, capacity 7): +1 bleed; ready in
// her Methuselah's discard phase, a library card of their ash heap goes
// to the bottom of their library, once (card text).
func TestMoraTheDeathSeer(t *testing.T) {
	s := newScenario(3)
	s.Ready(0, "Mora, the Death Seer", 3)
	ash := s.Ash(0, "Conditioning", "Monica Giovanni")
	s.Library(0, "Soak", "Soak", "Soak", "Soak", "Soak", "Soak", "Soak", "Soak", "Soak", "Soak")
	g := startTurns(s, 1, 0, 2, vtes.PhaseMinion)
	answer(t, g, "Mora, the Death Seer bleeds")
	for !offered(g, "Use Mora, the Death Seer") {
		answer(t, g, g.Labels()[0])
	}
	wantPool(t, g, 30, 28, 30)
	answer(t, g, "Use Mora, the Death Seer") // the Conditioning, the only library card
	wantZone(t, ash[0], vtes.ZoneLibrary)
	if lib := g.Methuselah(0).Library; lib[0] != ash[0].ID {
		t.Errorf("the Conditioning is not at the bottom of the library")
	}
	wantZone(t, ash[1], vtes.ZoneAsh)
	mustNotOffer(t, g, "Use Mora, the Death Seer")
}
