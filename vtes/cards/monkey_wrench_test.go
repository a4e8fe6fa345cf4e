package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Monkey Wrench, by an Anarch during a bleed: burn X blood, 1 to 3, for
// +X bleed; limited, so no second bleed modifier follows it; not by a
// Camarilla vampire (card text; §14 C19).
func TestMonkeyWrench(t *testing.T) {
	t.Run("X = 3", func(t *testing.T) {
		s := newScenario(3)
		hanna := readyWithHand(s, 0, "Hanna Nokelainen", 4, "Monkey Wrench", "Monkey Wrench")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Hanna Nokelainen bleeds")
		notBlocked(t, g)
		answer(t, g, "Play Monkey Wrench")
		mustNotOffer(t, g, "4")
		answerAmount(t, g, 3)
		neverOffered(t, g, "Play Monkey Wrench")
		wantBlood(t, hanna, 1)
		wantPool(t, g, 30, 26, 30)
	})
	t.Run("not by a Camarilla vampire", func(t *testing.T) {
		g := minionPhase("Farah Sarroub", 4, "Monkey Wrench")
		answer(t, g, "Farah Sarroub bleeds")
		neverOffered(t, g, "Play Monkey Wrench")
	})
}
