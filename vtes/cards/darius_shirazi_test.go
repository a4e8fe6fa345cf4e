package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Darius Shirazi: steals a piece of equipment as a Ⓓ action, neither
// electronic, a vehicle nor a weapon; it moves onto him (card text;
// §4.4).
func TestDariusShirazi(t *testing.T) {
	const steal = "Darius Shirazi (steal a non-electronic, non-vehicle, non-weapon equipment → "
	t.Run("steals a vest", func(t *testing.T) {
		s := newScenario(3)
		darius := s.Ready(0, "Darius Shirazi", 3)
		trevon := s.Ready(1, "Trevon Parker", 3)
		vest := s.Attach(trevon, "Kevlar Vest", 0)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, steal+"Kevlar Vest)")
		if a := g.Action(); a == nil || !a.Directed {
			t.Fatalf("action %+v, want a directed action", a)
		}
		finish(t, g)
		wantOn(t, g, vest, darius)
		wantBlood(t, darius, 3)
	})
	for _, name := range []string{"Laptop Computer", "Sport Bike", "Ivory Bow", ".44 Magnum"} {
		t.Run("not a "+name, func(t *testing.T) {
			s := newScenario(3)
			s.Ready(0, "Darius Shirazi", 3)
			trevon := s.Ready(1, "Trevon Parker", 3)
			s.Attach(trevon, name, 0)
			g := s.Start(0, 2, vtes.PhaseMinion)
			mustNotOffer(t, g, steal+name+")")
		})
	}
}
