package cards_test

import (
	"testing"

	"kindred/vtes"
)

// The Parthenon: a unique location for 2 pool; locked in its Methuselah's
// master phase, +1 master phase action (card text; §3.3).
func TestTheParthenon(t *testing.T) {
	t.Run("played for 2 pool", func(t *testing.T) {
		wantPlayed(t, "", "The Parthenon", 28)
	})
	t.Run("lock: a second master card this phase", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Mkhokheli", 3)
		s.Hand(0, "Effective Management", "Tribute to the Master")
		s.Crypt(0, "Loonar")
		parthenon := s.InPlay(0, "The Parthenon")
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Play Effective Management")
		mustNotOffer(t, g, "Play Tribute to the Master") // its one action spent
		answer(t, g, "Use The Parthenon: lock: +1 master phase action")
		if !parthenon.Locked {
			t.Error("The Parthenon is not locked")
		}
		mustNotOffer(t, g, "Use The Parthenon") // locked: once a turn
		answer(t, g, "Play Tribute to the Master")
		wantPool(t, g, 31, 30, 30)
	})
	t.Run("not in another Methuselah's master phase", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(1, "Loonar", 3)
		s.InPlay(0, "The Parthenon")
		g := s.Start(1, 2, vtes.PhaseMaster)
		mustNotOffer(t, g, "Use The Parthenon")
	})
}
