package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Permanent Vacation: the caller chooses a ready ally; if the referendum
// passes it is removed from the game; not callable without a ready ally
// (card text; §5; group G00158).
func TestPermanentVacation(t *testing.T) {
	t.Run("the chosen ally removed from the game", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Farah Sarroub", 3, "Permanent Vacation")
		ally := s.Ready(1, "Political Ally", 1)
		other := s.Ready(2, "Carlton Van Wyk", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Farah Sarroub: Permanent Vacation")
		notBlocked(t, g)
		answer(t, g, "Political Ally")
		finish(t, g)
		wantZone(t, ally, vtes.ZoneRemoved)
		wantZone(t, other, vtes.ZoneReady)
	})
	t.Run("not without a ready ally", func(t *testing.T) {
		g := startActing("Farah Sarroub", 3, "Permanent Vacation", "Kasim Bayar", 3)
		mustNotOffer(t, g, "Permanent Vacation")
	})
}
