package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Andi Liu, Prince of Taipei (aus obf pre DOM, capacity 6): a prince's 2
// votes; inferior Obfuscate, superior Dominate (§1.3, §9.8).
func TestAndiLiu(t *testing.T) {
	s := newScenario(3)
	andi := readyWithHand(s, 0, "Andi Liu", 3, "Forgotten Labyrinth")
	readyWithHand(s, 1, "Ayelech", 3, "Enhanced Senses")
	g := s.Start(0, 2, vtes.PhaseMinion)
	wantVotes(t, g, andi, 2)
	wantCapacity(t, g, andi, 6)
	answer(t, g, "Andi Liu hunts", "Block with Ayelech", "Play Enhanced Senses (+2 intercept)")
	mustOffer(t, g, "(+2 stealth)")
	mustNotOffer(t, g, "(+3 stealth)")
	g = bleedWith(t, "Andi Liu", "Threats")
	mustOffer(t, g, "Play Threats (+2 bleed)")
}
