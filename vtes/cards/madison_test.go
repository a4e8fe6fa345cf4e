package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Madison (DOM FOR PRE, capacity 6, untitled): superior Dominate,
// Fortitude and Presence (§1.3).
func TestMadison(t *testing.T) {
	s := newScenario(3)
	madison := s.Ready(0, "Madison", 3)
	s.Ready(1, "Mkhokheli", 3)
	s.Hand(0, "Conditioning", "Restoration", "Mind Numb")
	g := s.Start(0, 2, vtes.PhaseMinion)
	wantVotes(t, g, madison, 0)
	wantCapacity(t, g, madison, 6)
	mustOffer(t, g, "Madison: Restoration (gain 3 blood)")
	mustOffer(t, g, "Madison: Mind Numb (stun an unlocked vampire, +1 stealth")
	answer(t, g, "Madison bleeds", "Do not block")
	mustOffer(t, g, "Play Conditioning (+3 bleed)")
}
