package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Sport Bike, for 1 pool: a vehicle, one to a minion, with the Stolen
// Police Cruiser too; +1 intercept (card text; §4.3).
func TestSportBike(t *testing.T) {
	t.Run("equipped for 1 pool", func(t *testing.T) {
		wantEquipped(t, "Sport Bike", 1)
	})
	t.Run("+1 intercept blocks a hunt", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Dr. Stephen Norton", 3)
		ashley := s.Ready(1, "Ashley", 3)
		s.Attach(ashley, "Sport Bike", 0)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Dr. Stephen Norton hunts", "Block with Ashley")
		if !logged(g, "Ashley blocks Dr. Stephen Norton") {
			t.Fatalf("no block\n%s", logText(g))
		}
	})
	t.Run("one vehicle to a minion", func(t *testing.T) {
		s := newScenario(3)
		ashley := s.Ready(0, "Ashley", 3)
		s.Attach(ashley, "Stolen Police Cruiser", 0)
		s.Hand(0, "Sport Bike")
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "Sport Bike (equip)")
	})
}
