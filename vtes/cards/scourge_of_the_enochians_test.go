package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Scourge of the Enochians: in its controller's discard phase they may
// burn a vampire of capacity 2 or less, and their predator takes control
// of the card, burn or not (card text; [ANK 20200508-1]).
func TestScourgeOfTheEnochians(t *testing.T) {
	t.Run("a vampire burned, the card to the predator", func(t *testing.T) {
		s := newScenario(3)
		sc := s.InPlay(0, "Scourge of the Enochians")
		rayne := s.Ready(1, "Rayne", 2) // capacity 2
		s.Ready(1, "Nik Sikko", 3)      // capacity 3: not offered
		g := s.Start(0, 2, vtes.PhaseDiscard)
		mustNotOffer(t, g, "Nik Sikko")
		answer(t, g, "Rayne")
		wantZone(t, rayne, vtes.ZoneAsh)
		if sc.Controller != 2 { // seat 0's predator
			t.Errorf("Scourge controlled by seat %d, want 2", sc.Controller)
		}
	})
	t.Run("no burn: the card to the predator all the same", func(t *testing.T) {
		s := newScenario(3)
		sc := s.InPlay(0, "Scourge of the Enochians")
		rayne := s.Ready(1, "Rayne", 2)
		g := s.Start(0, 2, vtes.PhaseDiscard)
		answer(t, g, "None")
		wantZone(t, rayne, vtes.ZoneReady)
		if sc.Controller != 2 {
			t.Errorf("Scourge controlled by seat %d, want 2", sc.Controller)
		}
	})
	t.Run("played as an event", func(t *testing.T) {
		s := newScenario(3)
		sc := s.Hand(0, "Scourge of the Enochians")[0]
		g := s.Start(0, 2, vtes.PhaseDiscard)
		answer(t, g, "Play Scourge of the Enochians")
		wantZone(t, sc, vtes.ZoneInPlay)
	})
}
