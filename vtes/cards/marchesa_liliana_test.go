package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Marchesa Liliana (dom ANI AUS FOR OBL, capacity 9): +1 bleed; during her
// bleed, 7 cards of the ash heap removed from the game give another +1
// (card text).
func TestMarchesaLiliana(t *testing.T) {
	vanilla(t, "Marchesa Liliana", 9, 0, vtes.Animalism, vtes.Superior)
	s := newScenario(3)
	s.Ready(0, "Marchesa Liliana", 3)
	ash := s.Ash(0, "Conditioning", "Conditioning", "Conditioning", "Conditioning",
		"Conditioning", "Conditioning", "Conditioning", "Soak")
	g := s.Start(0, 2, vtes.PhaseMinion)
	answer(t, g, "Marchesa Liliana bleeds",
		"Use Marchesa Liliana: remove 7 cards of your ash heap from the game: +1 bleed")
	for range 7 {
		if err := g.Apply(0); err != nil { // a Conditioning, the first of the list
			t.Fatal(err)
		}
	}
	mustNotOffer(t, g, "Use Marchesa Liliana") // 1 card left
	finish(t, g)
	wantPool(t, g, 30, 27, 30)
	wantZone(t, ash[0], vtes.ZoneRemoved)
	wantZone(t, ash[7], vtes.ZoneAsh)
}
