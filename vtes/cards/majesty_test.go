package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Majesty, for 1 blood: strike: combat ends, no damage; superior: the
// vampire also unlocks, and may act again (card text; §6.4; [RTR
// 20020501]).
func TestMajesty(t *testing.T) {
	t.Run("inferior: combat ends", func(t *testing.T) {
		s := newScenario(3)
		horace := s.Ready(0, "Horace Radcliffe", 3)
		mk := readyWithHand(s, 1, "Mkhokheli", 3, "Majesty")
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Horace Radcliffe", "Mkhokheli")
		answer(t, g, "Play Majesty (combat ends) with")
		finish(t, g)
		wantBlood(t, horace, 3)
		wantBlood(t, mk, 2)
		wantLocked(t, mk, true)
	})
	t.Run("superior: the acting vampire unlocks and acts again", func(t *testing.T) {
		g, mk, _ := startBlockedBleed(t, "Mkhokheli", 3, "Majesty", "Horace Radcliffe", 3)
		answer(t, g, "Play Majesty (combat ends, unlock)")
		wantLocked(t, mk, false)
		mustOffer(t, g, "Mkhokheli hunts")
		mustNotOffer(t, g, "Mkhokheli bleeds") // one bleed each turn
	})
}
