package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Isanwayen, Sabbat: ready in his Methuselah's master phase, lock him for
// +1 master phase action; rescuing him from torpor costs 1 additional
// blood (card text; §3.3, §7.3).
func TestIsanwayen(t *testing.T) {
	t.Run("lock: a second master card this phase", func(t *testing.T) {
		s := newScenario(3)
		isa := s.Ready(0, "Isanwayen", 3)
		s.Hand(0, "Effective Management", "Tribute to the Master")
		s.Crypt(0, "Loonar")
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Play Effective Management")
		mustNotOffer(t, g, "Play Tribute to the Master")
		answer(t, g, "Use Isanwayen: lock Isanwayen: +1 master phase action")
		wantLocked(t, isa, true)
		mustNotOffer(t, g, "Use Isanwayen")
		answer(t, g, "Play Tribute to the Master")
	})
	t.Run("not in another Methuselah's master phase", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(1, "Loonar", 3)
		s.Ready(0, "Isanwayen", 3)
		g := s.Start(1, 2, vtes.PhaseMaster)
		mustNotOffer(t, g, "Use Isanwayen")
	})
	t.Run("rescued for 3 blood", func(t *testing.T) {
		s := newScenario(3)
		r := s.Ready(0, "Lenny Burkhead", 4)
		s.Torpor(0, "Isanwayen", 0)
		s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Lenny Burkhead rescues Isanwayen")
		finish(t, g)
		wantBlood(t, r, 1)
	})
	t.Run("not rescued with 2 blood", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Lenny Burkhead", 2)
		s.Torpor(0, "Isanwayen", 0)
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "Lenny Burkhead rescues Isanwayen")
	})
}
