package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Serhat Gunde, Combat Junkie: 1 optional press each combat, one only
// (card text; §6.6).
func TestSerhatGundeCombatJunkie(t *testing.T) {
	s := newScenario(3)
	serhat := s.Ready(0, "Serhat Gunde, Combat Junkie", 6)
	s.Ready(1, "Mkhokheli", 6)
	g := s.Start(0, 2, vtes.PhaseMinion)
	blockedBleed(t, g, "Serhat Gunde, Combat Junkie", "Mkhokheli")
	fightUntil(t, g, "Use an optional press")
	answer(t, g, "Use an optional press")
	if !logged(g, "Serhat Gunde, Combat Junkie presses") {
		t.Fatalf("Serhat's press is not made\n%s", logText(g))
	}
	neverOffered(t, g, "Use an optional press") // one each combat
	wantBlood(t, serhat, 4)                     // two rounds of Mkhokheli's hand strikes
	vanilla(t, "Serhat Gunde, Combat Junkie", 7, 0, vtes.Obfuscate, vtes.Superior)
}
