package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Osric Vladislav burns a location his Methuselah controls for +1
// stealth, when being blocked (card text; §4.3).
func TestOsricVladislav(t *testing.T) {
	s := newScenario(3)
	s.Ready(0, "Osric Vladislav", 4)
	library := s.InPlay(0, "Elder Library")
	s.Ready(1, "Nik Sikko", 3)
	g := s.Start(0, 2, vtes.PhaseMinion)
	answer(t, g, "Osric Vladislav bleeds", "Block with Nik Sikko",
		"burn a location: +1 stealth")
	finish(t, g)
	wantZone(t, library, vtes.ZoneAsh)
	if logged(g, "Nik Sikko blocks") {
		t.Errorf("the block succeeded\n%s", logText(g))
	}
	wantPool(t, g, 30, 29, 30)
}
