package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Scouting Mission: [dom] a bleed at +1; [DOM] a +1 stealth undirected
// action adding 2 blood to a younger vampire in its Methuselah's
// uncontrolled region (card text; §1.3 capacity is age).
func TestScoutingMission(t *testing.T) {
	t.Run("inferior: bleed at +1", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Mason Ha", 3)
		s.Uncontrolled(0, "Chrysanthemum", 0)
		s.Hand(0, "Scouting Mission")
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "2 blood to a younger")
		answer(t, g, "Mason Ha: Scouting Mission (bleed at +1 bleed)")
		finish(t, g)
		wantPool(t, g, 30, 28, 30)
	})
	t.Run("superior: 2 blood to a younger uncontrolled vampire", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Trevon Parker", 3) // capacity 6
		mason := s.Uncontrolled(0, "Mason Ha", 1)
		s.Uncontrolled(0, "Lloyd Brooks", 1) // capacity 6: not younger
		s.Hand(0, "Scouting Mission")
		s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "→ Lloyd Brooks")
		answer(t, g,
			"Trevon Parker: Scouting Mission (2 blood to a younger uncontrolled vampire → Mason Ha)")
		if a := g.Action(); a.Stealth != 1 || a.Directed {
			t.Errorf("stealth %d directed %v, want an undirected +1 stealth action", a.Stealth,
				a.Directed)
		}
		answer(t, g, "Do not block")
		finish(t, g)
		wantBlood(t, mason, 3)
	})
}
