package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Elder Impersonation, for 1 blood: [obf] +1 stealth; [OBF] a block
// attempt fails and that minion cannot try again this action (card text;
// §4.3).
func TestElderImpersonation(t *testing.T) {
	t.Run("inferior: +1 stealth escapes a block", func(t *testing.T) {
		g, andi, _ := startBlockedBleed(t, "Andi Liu", 3, "Elder Impersonation", "Madison", 3)
		mustNotOffer(t, g, "(the block attempt fails)")
		answer(t, g, "Play Elder Impersonation (+1 stealth)")
		finish(t, g)
		wantPool(t, g, 30, 29, 30)
		wantBlood(t, andi, 2)
	})
	t.Run("superior: the attempt fails, that minion cannot try again", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Dr. Stephen Norton", 3, "Elder Impersonation")
		madison := s.Ready(1, "Madison", 3)
		s.Ready(1, "Naomi Stewart", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Dr. Stephen Norton bleeds", "Block with Madison",
			"Play Elder Impersonation (the block attempt fails)")
		mustNotOffer(t, g, "Block with Madison")
		mustOffer(t, g, "Block with Naomi Stewart")
		wantLocked(t, madison, false)
		answer(t, g, "Do not block")
		finish(t, g)
		wantPool(t, g, 30, 29, 30)
	})
	t.Run("not without a block attempt", func(t *testing.T) {
		g := minionPhase("Dr. Stephen Norton", 3, "Elder Impersonation")
		answer(t, g, "Dr. Stephen Norton bleeds")
		neverOffered(t, g, "Play Elder Impersonation")
	})
}
