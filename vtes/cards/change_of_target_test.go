package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Change of Target: once blocked, before the block resolves, the acting
// minion unlocks and the action ends: the blocker does not lock and no
// combat happens ([LSJ 19980224]); the minion cannot perform the same
// action again this turn, another it can ([LSJ 20070709]); not before a
// block (card text; §4.1).
func TestChangeOfTarget(t *testing.T) {
	t.Run("a blocked bleed ends", func(t *testing.T) {
		s := newScenario(3)
		gwen := readyWithHand(s, 0, "Gwendolyn Fleming", 3, "Change of Target")
		mk := s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Gwendolyn Fleming bleeds")
		mustNotOffer(t, g, "Play Change of Target")
		answer(t, g, "Block with Mkhokheli", "Play Change of Target")
		wantLocked(t, gwen, false)
		wantLocked(t, mk, false)
		wantBlood(t, gwen, 3)
		wantBlood(t, mk, 3)
		if g.Combat() != nil || logged(g, "Mkhokheli blocks") {
			t.Fatalf("the block resolved\n%s", logText(g))
		}
		mustOffer(t, g, "Gwendolyn Fleming hunts")
		mustNotOffer(t, g, "Gwendolyn Fleming bleeds")
		wantPool(t, g, 30, 30, 30)
	})
	t.Run("a blocked hunt is not repeated", func(t *testing.T) {
		s := newScenario(3)
		gwen := readyWithHand(s, 0, "Gwendolyn Fleming", 3, "Change of Target")
		readyWithHand(s, 1, "Lloyd Brooks", 3, "Enhanced Senses")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Gwendolyn Fleming hunts", "Block with Lloyd Brooks",
			"Play Enhanced Senses (+1 intercept)", "Play Change of Target")
		wantLocked(t, gwen, false)
		mustOffer(t, g, "Gwendolyn Fleming bleeds")
		mustNotOffer(t, g, "Gwendolyn Fleming hunts")
	})
}
