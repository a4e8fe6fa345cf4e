package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Read the Winds: [ani][aus] +1 intercept, and the blocker does not lock
// for the block; [ANI][AUS] a locked vampire unlocks and attempts to
// block with +1 intercept; replaced only after the action (card text;
// groups G00123, G00124; §14 C4).
func TestReadTheWinds(t *testing.T) {
	t.Run("[ani][aus] +1 intercept, no lock", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Duality", 3, "Changeling") // VIC: +1 stealth
		rurik := s.Ready(1, "Rurik Rakoczy", 3)         // aus ANI
		s.Hand(1, "Read the Winds")
		s.Library(1, "Wash")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Duality bleeds", "Block with Rurik Rakoczy", "Play Changeling (+1 stealth)")
		mustNotOffer(t, g, "unlock and block")
		answer(t, g, "Play Read the Winds (+1 intercept, no lock for the block)")
		if n := len(g.Hand(1)); n != 0 {
			t.Errorf("replaced during the action: hand of %d", n)
		}
		finish(t, g)
		if !logged(g, "Rurik Rakoczy blocks Duality") {
			t.Fatalf("no block\n%s", logText(g))
		}
		if rurik.Locked {
			t.Errorf("the blocker locked for the block")
		}
		wantBlood(t, rurik, 1) // 1 for the card, 1 hand damage
	})
	t.Run("[ANI][AUS] a locked vampire unlocks and blocks", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Monique Kim", 3)
		lady := s.Ready(1, "Lady Vadislava", 3) // ANI AUS
		lady.Locked = true
		s.Hand(1, "Read the Winds")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Monique Kim bleeds", "Play Read the Winds (unlock and block with +1 intercept)")
		finish(t, g)
		if !logged(g, "Lady Vadislava blocks Monique Kim") {
			t.Fatalf("no block\n%s", logText(g))
		}
	})
	t.Run("not with one of the two Disciplines", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Monique Kim", 3)
		readyWithHand(s, 1, "Ilias cel Frumos", 3, "Read the Winds") // aus vic
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Monique Kim bleeds", "Block with Ilias cel Frumos")
		neverOffered(t, g, "Read the Winds")
	})
}
