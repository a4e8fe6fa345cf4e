package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Changeling: [vic] +1 bleed during a bleed, limited; [VIC] +1 stealth,
// during any action, once blocked (card text; §4.3, §14 C19).
func TestChangeling(t *testing.T) {
	t.Run("[vic] +1 bleed", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Ilias cel Frumos", 3, "Changeling")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Ilias cel Frumos bleeds")
		mustNotOffer(t, g, "(+1 stealth)")
		answer(t, g, "Play Changeling (+1 bleed)")
		finish(t, g)
		wantPool(t, g, 30, 28, 30)
	})
	t.Run("not during a hunt", func(t *testing.T) {
		g := minionPhase("Ilias cel Frumos", 3, "Changeling")
		answer(t, g, "Ilias cel Frumos hunts")
		neverOffered(t, g, "Play Changeling")
	})
	t.Run("[VIC] +1 stealth, once blocked", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "America Johnson", 3, "Changeling") // vic, inferior
		readyWithHand(s, 2, "Duality", 3, "Changeling")         // VIC
		s.Ready(1, "Loonar", 3)
		g := s.Start(2, 2, vtes.PhaseMinion)
		answer(t, g, "Duality bleeds")
		mustNotOffer(t, g, "(+1 stealth)")
		answer(t, g, "Block with America Johnson")
		answer(t, g, "Play Changeling (+1 stealth)")
		finish(t, g)
		if !logged(g, "America Johnson fails to block") {
			t.Fatalf("the +1 stealth did not stop the block\n%s", logText(g))
		}
	})
}
