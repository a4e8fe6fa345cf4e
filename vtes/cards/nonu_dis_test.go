package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Nonu Dis: ready in his Methuselah's master phase, after a master card
// they play they can add 1 blood to a ready Ministry they control; not
// for another clan, not in torpor; +1 bleed (card text; §2.3).
func TestNonuDis(t *testing.T) {
	t.Run("1 blood to a Ministry after a master card", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Nonu Dis", 3)
		milton := s.Ready(0, "Milton Fox", 1)
		s.Ready(0, "Bijou", 1)
		s.Hand(0, "Opium Den")
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Play Opium Den (location)")
		mustNotOffer(t, g, "Bijou")
		answer(t, g, "Yes", "Milton Fox")
		wantBlood(t, milton, 2)
	})
	t.Run("not in torpor", func(t *testing.T) {
		s := newScenario(3)
		s.Torpor(0, "Nonu Dis", 3)
		milton := s.Ready(0, "Milton Fox", 1)
		s.Hand(0, "Opium Den")
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Play Opium Den (location)")
		mustNotOffer(t, g, "Yes")
		wantBlood(t, milton, 1)
	})
	t.Run("+1 bleed", func(t *testing.T) {
		g := minionPhase("Nonu Dis", 3)
		answer(t, g, "Nonu Dis bleeds")
		finish(t, g)
		wantPool(t, g, 30, 28, 30)
		vanilla(t, "Nonu Dis", 8, 0, vtes.Presence, vtes.Superior)
	})
}
