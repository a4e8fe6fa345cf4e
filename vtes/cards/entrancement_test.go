package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Entrancement: [pre] a bleed at +1; [PRE] a +1 stealth directed action
// stealing an ally another Methuselah controls (card text; §14 C10
// "steal": it stays in its region).
func TestEntrancement(t *testing.T) {
	t.Run("inferior: bleed at +1", func(t *testing.T) {
		g := minionPhase("Mkhokheli", 3, "Entrancement")
		answer(t, g, "Mkhokheli: Entrancement (bleed at +1 bleed)")
		finish(t, g)
		wantPool(t, g, 30, 28, 30)
	})
	t.Run("superior: steal an ally", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Mkhokheli", 3, "Entrancement")
		stray := s.Ready(2, "Underbridge Stray", 1)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Mkhokheli: Entrancement (steal an ally → Underbridge Stray)")
		if a := g.Action(); a.TargetSeat != 2 || a.Stealth != 1 {
			t.Errorf("aimed at seat %d with stealth %d, want seat 2 at +1", a.TargetSeat,
				a.Stealth)
		}
		finish(t, g)
		wantZone(t, stray, vtes.ZoneReady)
		if stray.Controller != 0 {
			t.Errorf("the Stray is controlled by seat %d, want seat 0", stray.Controller)
		}
	})
}
