package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Sideslip: [cel] strike: dodge; [CEL] prevent 1 damage, one superior
// Sideslip for a vampire each round (card text; §6.4, §6.7).
func TestSideslip(t *testing.T) {
	t.Run("dodge", func(t *testing.T) {
		g, mk, _ := startBlockedBleed(t, "Mkhokheli", 3, "Sideslip", "Brandon Grime", 4)
		fightUntil(t, g, "Play Sideslip (dodge)")
		answer(t, g, "Play Sideslip (dodge) with")
		finish(t, g)
		if !logged(g, "Mkhokheli dodges.") {
			t.Errorf("no dodge\n%s", logText(g))
		}
		wantBlood(t, mk, 3)
	})
	t.Run("superior: prevent 1 damage, once each round", func(t *testing.T) {
		s := newScenario(3)
		brandon := readyWithHand(s, 0, "Brandon Grime", 4, "Sideslip", "Sideslip")
		s.Ready(1, "Mkhokheli", 5)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Brandon Grime", "Mkhokheli")
		mustNotOffer(t, g, "Play Sideslip (prevent 1 damage)") // no damage yet
		fightUntil(t, g, "Play Sideslip (prevent 1 damage)")
		answer(t, g, "Play Sideslip (prevent 1 damage)")
		mustNotOffer(t, g, "Play Sideslip (prevent 1 damage)")
		finish(t, g)
		wantBlood(t, brandon, 4) // Mkhokheli's hand strike of 1, prevented
	})
}
