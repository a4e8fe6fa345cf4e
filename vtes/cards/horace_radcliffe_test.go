package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Horace Radcliffe (obf ANI POT, capacity 5): superior Potence and
// Animalism, inferior Obfuscate only (§1.3: capitals are superior).
func TestHoraceRadcliffe(t *testing.T) {
	s := newScenario(3)
	readyWithHand(s, 0, "Horace Radcliffe", 3, "Lost in Crowds", "Deep Song")
	s.Ready(1, "Mkhokheli", 3)
	g := s.Start(0, 2, vtes.PhaseMinion)
	mustOffer(t, g, "Deep Song (enter combat with and lock a vampire → Mkhokheli)")
	blockedBleed(t, g, "Horace Radcliffe", "Mkhokheli")
	mustOffer(t, g, "Lost in Crowds (+1 stealth)")
	mustNotOffer(t, g, "Lost in Crowds (+2 stealth)")
}
