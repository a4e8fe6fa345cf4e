package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Legal Manipulations, for 1 blood: [pre] a bleed at +2; [PRE] and 1 pool
// if the bleed is successful for 1 or more (card text; §3.5.1).
func TestLegalManipulations(t *testing.T) {
	t.Run("inferior: bleed at +2", func(t *testing.T) {
		s := newScenario(3)
		anita := readyWithHand(s, 0, "Anita Wainwright", 3, "Legal Manipulations")
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "1 pool if successful")
		answer(t, g, "Anita Wainwright: Legal Manipulations (bleed at +2 bleed)")
		finish(t, g)
		wantPool(t, g, 30, 27, 30)
		wantBlood(t, anita, 2)
	})
	t.Run("superior: 1 pool", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Gwendolyn Fleming", 3, "Legal Manipulations")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Gwendolyn Fleming: Legal Manipulations (bleed at +2, 1 pool")
		finish(t, g)
		wantPool(t, g, 31, 27, 30)
	})
	t.Run("superior: no pool when the bleed is reduced to 0", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Gwendolyn Fleming", 3, "Legal Manipulations")
		readyWithHand(s, 1, "Catalina Vega", 3, "Telepathic Counter")
		s.InPlay(1, "Dummy Corporation")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Gwendolyn Fleming: Legal Manipulations (bleed at +2, 1 pool",
			"Do not block", "Play Telepathic Counter (reduce the bleed by 2)",
			"Use Dummy Corporation")
		finish(t, g)
		wantPool(t, g, 30, 30, 30)
	})
}
