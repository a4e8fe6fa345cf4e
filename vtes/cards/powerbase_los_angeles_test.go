package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Powerbase: Los Angeles: in the discard phase, lock it for +1 discard
// phase action; one discard of a card requiring an Anarch (a baron
// counts, group G00037 [LSJ 20080603]) then lets its Methuselah unlock a
// ready Anarch; other Methuselahs' Anarchs may steal it as a Ⓓ action
// (card text; §3.7).
func TestPowerbaseLosAngeles(t *testing.T) {
	setup := func() (*vtes.Game, *vtes.Card, *vtes.Card) {
		s := newScenario(3)
		anita := s.Ready(0, "Anita Wainwright", 3)
		anita.Locked = true
		s.Ready(0, "Lenny Burkhead", 3).Locked = true // not an Anarch
		pla := s.InPlay(0, "Powerbase: Los Angeles")
		s.Hand(0, "Celerity", "Bait and Switch", "Dust Up")
		s.Library(0, "Celerity", "Celerity", "Celerity")
		return s.Start(0, 2, vtes.PhaseDiscard), anita, pla
	}
	t.Run("+1 discard phase action; an Anarch card discarded unlocks an Anarch",
		func(t *testing.T) {
			g, anita, pla := setup()
			answer(t, g, "Discard Celerity") // the normal action
			answer(t, g, "Use Powerbase: Los Angeles")
			wantLocked(t, pla, true)
			answer(t, g, "Discard Bait and Switch") // requires a baron
			answer(t, g, "Yes")
			wantLocked(t, anita, false) // the only locked Anarch: no choice
			if offered(g, "Discard") {
				t.Error("a third discard phase action")
			}
		})
	t.Run("once, and not for other cards", func(t *testing.T) {
		g, anita, _ := setup()
		answer(t, g, "Use Powerbase: Los Angeles", "Discard Celerity")
		wantLocked(t, anita, true)
		answer(t, g, "Discard Dust Up", "Yes")
		wantLocked(t, anita, false)
	})
	t.Run("not without the lock", func(t *testing.T) {
		g, anita, _ := setup()
		answer(t, g, "Discard Dust Up")
		wantLocked(t, anita, true)
	})
	t.Run("other Methuselahs' Anarchs may steal it", func(t *testing.T) {
		s := newScenario(3)
		pla := s.InPlay(1, "Powerbase: Los Angeles")
		s.Ready(0, "Anita Wainwright", 3)
		s.Ready(0, "Nik Sikko", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "Nik Sikko steals")
		answer(t, g, "Anita Wainwright steals Powerbase: Los Angeles")
		if pla.Controller != 0 {
			t.Errorf("Powerbase: Los Angeles is controlled by seat %d, want 0", pla.Controller)
		}
	})
}
