package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Lenelle, Mambo of Birmingham (aus FOR OBL, capacity 6): exchange a card
// of the hand for a library card of the ash heap as a +1 stealth action
// costing 1 blood (card text).
func TestLenelleMamboOfBirmingham(t *testing.T) {
	s := newScenario(3)
	lenelle := s.Ready(0, "Lenelle, Mambo of Birmingham", 3)
	h := s.Hand(0, "Soak")[0]
	a := s.Ash(0, "Conditioning")[0]
	g := s.Start(0, 2, vtes.PhaseMinion)
	answer(t, g, "Lenelle, Mambo of Birmingham: Lenelle, Mambo of Birmingham (exchange")
	wantZone(t, h, vtes.ZoneAsh)
	wantZone(t, a, vtes.ZoneHand)
	wantBlood(t, lenelle, 2)
}
