package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Terrifying Visage: put on a ready vampire of the Path of Cathari, one to
// a vampire; when it is blocked, the blocker's controller burns 1 pool
// before the block resolves (card text).
func TestTerrifyingVisage(t *testing.T) {
	t.Run("on a Cathari vampire: the blocker pays", func(t *testing.T) {
		s := newScenario(3)
		ximena := s.Ready(0, "Ximena", 3)
		s.Hand(0, "Terrifying Visage", "Terrifying Visage")
		s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Play Terrifying Visage")
		if len(ximena.Attached) != 1 {
			t.Fatalf("Terrifying Visage is not on Ximena")
		}
		passUntil(t, g, "Ximena bleeds")
		blockedBleed(t, g, "Ximena", "Mkhokheli")
		finish(t, g)
		wantPool(t, g, 29, 29, 30)
	})
	t.Run("not without a Cathari vampire", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Mkhokheli", 3)
		s.Hand(0, "Terrifying Visage", "Minion Tap")
		g := s.Start(0, 2, vtes.PhaseMaster)
		mustNotOffer(t, g, "Play Terrifying Visage")
	})
}
