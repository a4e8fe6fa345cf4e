package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Forced Vigilance: [for] a locked vampire that blocked unlocks after the
// block resolved; [FOR] a locked vampire unlocks during an action directed
// at its Methuselah, and may then block (card text; §4.2, §4.3).
func TestForcedVigilance(t *testing.T) {
	t.Run("inferior: unlock after blocking", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Lenny Burkhead", 4)
		mk := readyWithHand(s, 1, "Mkhokheli", 4, "Forced Vigilance")
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Lenny Burkhead", "Mkhokheli")
		passUntil(t, g, "Play Forced Vigilance (unlock after blocking)")
		answer(t, g, "Play Forced Vigilance (unlock after blocking)")
		wantLocked(t, mk, false)
		wantBlood(t, mk, 2) // 1 damage healed, 1 for the card
	})
	t.Run("superior: unlock and block an action directed at you", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Lenny Burkhead", 4)
		madison := readyWithHand(s, 1, "Madison", 4, "Forced Vigilance")
		madison.Locked = true
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Lenny Burkhead bleeds")
		mustNotOffer(t, g, "(unlock after blocking)")
		answer(t, g, "Play Forced Vigilance (unlock)", "Block with Madison")
		wantBlood(t, madison, 2) // 1 for the card, 1 damage healed
	})
	t.Run("superior: not during an undirected action", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Lenny Burkhead", 4)
		madison := readyWithHand(s, 1, "Madison", 4, "Forced Vigilance")
		madison.Locked = true
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Lenny Burkhead hunts")
		neverOffered(t, g, "Play Forced Vigilance")
	})
}
