package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Crocodile's Tongue: while a younger vampire (or an ally) attempts to
// block, the attempt fails and its Methuselah cannot block the action
// again; the blocker can burn 1 blood (2 at superior) to cancel it; not
// against an older vampire (card text; §4.3, §14 C5).
func TestCrocodilesTongue(t *testing.T) {
	setup := func(actor, blocker string) (*vtes.Game, *vtes.Card) {
		s := newScenario(3)
		readyWithHand(s, 0, actor, 3, "Crocodile's Tongue")
		b := s.Ready(1, blocker, 3)
		s.Ready(1, "Lloyd Brooks", 3)
		return s.Start(0, 2, vtes.PhaseMinion), b
	}
	t.Run("superior: the block fails, no other attempt", func(t *testing.T) {
		g, _ := setup("Gwendolyn Fleming", "Beetleman")
		blockedBleed(t, g, "Gwendolyn Fleming", "Beetleman")
		answer(t, g, "Play Crocodile's Tongue (the block fails (cancel: 2", "No")
		mustNotOffer(t, g, "Block with")
		finish(t, g)
		wantPool(t, g, 30, 29, 30)
	})
	t.Run("cancelled for 2 blood", func(t *testing.T) {
		g, _ := setup("Gwendolyn Fleming", "Beetleman")
		blockedBleed(t, g, "Gwendolyn Fleming", "Beetleman")
		answer(t, g, "Play Crocodile's Tongue (the block fails (cancel: 2", "Yes")
		finish(t, g)
		if !logged(g, "Crocodile's Tongue is cancelled") ||
			!logged(g, "Beetleman blocks Gwendolyn Fleming") {
			t.Errorf("the block failed\n%s", logText(g))
		}
		wantPool(t, g, 30, 30, 30)
	})
	t.Run("inferior: 1 blood to cancel", func(t *testing.T) {
		g, _ := setup("Thomas De Lutrius", "Anita Wainwright")
		blockedBleed(t, g, "Thomas De Lutrius", "Anita Wainwright")
		mustNotOffer(t, g, "(cancel: 2")
		answer(t, g, "Play Crocodile's Tongue (the block fails (cancel: 1", "Yes")
		finish(t, g)
		if !logged(g, "Crocodile's Tongue is cancelled") ||
			!logged(g, "Anita Wainwright blocks Thomas De Lutrius") {
			t.Errorf("the block failed\n%s", logText(g))
		}
		if !logged(g, "Anita Wainwright: blood 3 → 2") {
			t.Errorf("the cancel cost no blood\n%s", logText(g))
		}
	})
	t.Run("inferior, not cancelled: the block fails", func(t *testing.T) {
		g, _ := setup("Thomas De Lutrius", "Anita Wainwright")
		blockedBleed(t, g, "Thomas De Lutrius", "Anita Wainwright")
		answer(t, g, "Play Crocodile's Tongue (the block fails (cancel: 1", "No")
		mustNotOffer(t, g, "Block with")
		finish(t, g)
		wantPool(t, g, 30, 29, 30)
	})
	t.Run("not against an older vampire", func(t *testing.T) {
		g, _ := setup("Gwendolyn Fleming", "Kateline Nadasdy")
		blockedBleed(t, g, "Gwendolyn Fleming", "Kateline Nadasdy")
		neverOffered(t, g, "Play Crocodile's Tongue")
	})
}
