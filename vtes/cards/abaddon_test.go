package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Abaddon: 1 optional maneuver and 1 optional press each combat (card
// text; §6.3, §6.6).
func TestAbaddon(t *testing.T) {
	s := newScenario(3)
	s.Ready(0, "Mkhokheli", 4)
	abaddon := s.Ready(1, "Abaddon", 5)
	g := s.Start(0, 2, vtes.PhaseMinion)
	blockedBleed(t, g, "Mkhokheli", "Abaddon")
	mustOffer(t, g, "Use an optional maneuver (1 left)")
	fightUntil(t, g, "Use an optional press")
	answer(t, g, "Use an optional press")
	if !logged(g, "Abaddon presses") {
		t.Fatalf("Abaddon's press is not made\n%s", logText(g))
	}
	finish(t, g)
	if abaddon.Blood > 4 {
		t.Errorf("Abaddon %d blood: a second round was fought", abaddon.Blood)
	}
	vanilla(t, "Abaddon", 8, 0, vtes.Fortitude, vtes.Superior)
}
