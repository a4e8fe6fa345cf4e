package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Freak Drive, for 1 blood, after the action resolved and any combat is
// over: [for] if it succeeded, [FOR] if it was blocked, the vampire
// unlocks (card text; §4.1; [RTR 20180719]; groups G00006, G00077).
func TestFreakDrive(t *testing.T) {
	t.Run("after a successful action", func(t *testing.T) {
		s := newScenario(3)
		madison := readyWithHand(s, 0, "Madison", 3, "Freak Drive")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Madison hunts")
		mustNotOffer(t, g, "(unlock after a blocked action)")
		answer(t, g, "Play Freak Drive (unlock after a successful action)")
		wantLocked(t, madison, false)
		wantBlood(t, madison, 3) // +1 from the hunt, -1 for the card
		mustOffer(t, g, "Madison bleeds")
	})
	t.Run("superior, after the combat of a blocked action", func(t *testing.T) {
		g, madison, _ := startBlockedBleed(t, "Madison", 4, "Freak Drive", "Mkhokheli", 3)
		wantBlood(t, madison, 3) // offered once the combat is over
		mustNotOffer(t, g, "(unlock after a successful action)")
		answer(t, g, "Play Freak Drive (unlock after a blocked action)")
		wantLocked(t, madison, false)
		wantBlood(t, madison, 2)
	})
}
