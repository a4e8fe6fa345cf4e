package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Enchant Kindred: [pre] a bleed at +1; [PRE] a +1 stealth action adding 2
// blood to a younger vampire in the player's uncontrolled region (card
// text; §1.3 capacity is age).
func TestEnchantKindred(t *testing.T) {
	t.Run("inferior: bleed at +1", func(t *testing.T) {
		g := minionPhase("Mkhokheli", 3, "Enchant Kindred")
		answer(t, g, "Mkhokheli: Enchant Kindred (bleed at +1 bleed)")
		finish(t, g)
		wantPool(t, g, 30, 28, 30)
	})
	t.Run("superior: 2 blood to a younger uncontrolled vampire", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Mkhokheli", 3) // capacity 6
		nik := s.Uncontrolled(0, "Nik Sikko", 1)
		s.Uncontrolled(0, "Catalina Vega", 1) // capacity 8: older
		s.Hand(0, "Enchant Kindred")
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "→ Catalina Vega")
		answer(t, g,
			"Mkhokheli: Enchant Kindred (2 blood to a younger uncontrolled vampire → Nik Sikko)")
		if a := g.Action(); a != nil && (a.Stealth != 1 || a.Directed) {
			t.Errorf("stealth %d directed %v, want an undirected +1 stealth action", a.Stealth,
				a.Directed)
		}
		finish(t, g)
		wantBlood(t, nik, 3)
	})
}
