package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Family Gathering: trifle; the top card of the crypt revealed: a Hecata
// is drawn with 1 blood; another card goes to the bottom (card text; §14
// C14).
func TestFamilyGathering(t *testing.T) {
	t.Run("a Hecata: drawn with 1 blood", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Monica Giovanni", 3)
		s.Hand(0, "Family Gathering")
		s.Crypt(0, "Azucena", "Peter St. John") // the last is the top
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Play Family Gathering")
		u := g.UncontrolledVampires(0)
		if len(u) != 1 || u[0].Def.Name != "Peter St. John" || u[0].Blood != 1 {
			t.Fatalf("uncontrolled %v, want Peter St. John with 1 blood", u)
		}
	})
	t.Run("another clan: to the bottom", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Monica Giovanni", 3)
		s.Hand(0, "Family Gathering")
		s.Crypt(0, "Peter St. John", "Azucena")
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Play Family Gathering")
		if crypt := g.Methuselah(0).Crypt; g.Card(crypt[0]).Def.Name != "Azucena" ||
			g.Card(crypt[1]).Def.Name != "Peter St. John" {
			t.Errorf("Azucena is not at the bottom of the crypt")
		}
		if len(g.UncontrolledVampires(0)) != 0 {
			t.Errorf("a vampire was drawn")
		}
	})
}
