package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Hel-Blá (obf AUS FOR OBL POT, capacity 9): as a +1 stealth action
// costing 1 blood, an ally requiring Hecata or Oblivion from the ash heap
// to the ready region, locked, with its starting life; not another ally
// (card text).
func TestHelBla(t *testing.T) {
	vanilla(t, "Hel-Blá", 9, 0, vtes.Potence, vtes.Superior)
	s := newScenario(3)
	hel := s.Ready(0, "Hel-Blá", 3)
	ash := s.Ash(0, "Screamer", "Political Ally")
	g := s.Start(0, 2, vtes.PhaseMinion)
	answer(t, g, "Hel-Blá: Hel-Blá (an ally")
	wantZone(t, ash[0], vtes.ZoneReady) // the Screamer, the only Hecata ally
	wantLocked(t, ash[0], true)
	wantBlood(t, ash[0], 1)
	wantZone(t, ash[1], vtes.ZoneAsh)
	wantBlood(t, hel, 2)
}
