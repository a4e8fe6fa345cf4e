package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Public Trust, for 1 blood: [pre] a bleed at +2; [PRE] and a bleed
// successful for 1 or more adds 1 blood to a vampire in the uncontrolled
// region (card text; §3.5.1; [ANK 20240706]).
func TestPublicTrust(t *testing.T) {
	t.Run("inferior: bleed at +2", func(t *testing.T) {
		s := newScenario(3)
		anita := readyWithHand(s, 0, "Anita Wainwright", 3, "Public Trust")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Anita Wainwright: Public Trust (bleed at +2 bleed)")
		finish(t, g)
		wantPool(t, g, 30, 27, 30)
		wantBlood(t, anita, 2)
	})
	t.Run("superior: 1 blood to an uncontrolled vampire", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Leumeah", 3)
		v := s.Uncontrolled(0, "Brandon Grime", 1)
		s.Hand(0, "Public Trust")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Leumeah: Public Trust (bleed at +2, 1 blood")
		finish(t, g)
		wantPool(t, g, 30, 27, 30)
		wantBlood(t, v, 2)
	})
	t.Run("superior: nothing when the bleed is reduced to 0", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Leumeah", 3)
		v := s.Uncontrolled(0, "Brandon Grime", 1)
		s.Hand(0, "Public Trust")
		readyWithHand(s, 1, "Catalina Vega", 3, "Telepathic Counter")
		s.InPlay(1, "Dummy Corporation")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Leumeah: Public Trust (bleed at +2, 1 blood", "Do not block",
			"Play Telepathic Counter (reduce the bleed by 2)", "Use Dummy Corporation")
		finish(t, g)
		wantPool(t, g, 30, 30, 30)
		wantBlood(t, v, 1)
	})
}
