package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Banishment: the caller chooses a ready vampire younger than itself; if
// the referendum passes that vampire goes to its controller's
// uncontrolled region, unlocked, with its blood and the cards on it ([RTR
// 20000501], [LSJ 20060213]); not callable without a younger ready
// vampire (card text; §5; group G00158).
func TestBanishment(t *testing.T) {
	t.Run("a younger vampire banished", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Farah Sarroub", 3, "Banishment") // capacity 7
		anita := s.Ready(1, "Anita Wainwright", 2)            // capacity 3
		s.Ready(2, "Kasim Bayar", 3)                          // capacity 9: older
		s.Ready(2, "Arjun Shah", 3)                           // capacity 4
		anita.Locked = true
		blood := s.Attach(anita, "Blood Doll", 0)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Farah Sarroub: Banishment")
		notBlocked(t, g)
		mustNotOffer(t, g, "Kasim Bayar")
		answer(t, g, "Anita Wainwright")
		finish(t, g)
		wantZone(t, anita, vtes.ZoneUncontrolled)
		wantLocked(t, anita, false)
		wantBlood(t, anita, 2)
		wantOn(t, g, blood, anita)
	})
	t.Run("not without a younger ready vampire", func(t *testing.T) {
		g := startActing("Arjun Shah", 3, "Banishment", "Kasim Bayar", 3) // Arjun: capacity 4
		mustNotOffer(t, g, "Banishment")
	})
}
