package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Golconda: Inner Peace: a vampire of capacity 8 or more is removed from
// the game, its controller gaining pool equal to its capacity, unless
// that Methuselah burns 2 pool to cancel the card (card text; §14 C41).
func TestGolcondaInnerPeace(t *testing.T) {
	t.Run("removed, its controller gains its capacity", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Malachi", 3)
		d := s.Ready(1, "Dafina Hanganu", 3)
		s.Ready(1, "Whisper", 3) // capacity 5: no target
		s.Hand(0, "Golconda: Inner Peace")
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Play Golconda: Inner Peace")
		answer(t, g, "No")
		wantZone(t, d, vtes.ZoneRemoved)
		wantPool(t, g, 30, 38, 30)
	})
	t.Run("canceled for 2 pool", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Malachi", 3)
		d := s.Ready(1, "Dafina Hanganu", 3)
		gip := s.Hand(0, "Golconda: Inner Peace")[0]
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Play Golconda: Inner Peace", "Yes")
		wantZone(t, d, vtes.ZoneReady)
		wantZone(t, gip, vtes.ZoneAsh)
		wantPool(t, g, 30, 28, 30)
	})
	t.Run("no vampire of capacity 8", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Malachi", 3)
		s.Ready(1, "Whisper", 3)
		s.Hand(0, "Golconda: Inner Peace")
		g := s.Start(0, 2, vtes.PhaseMaster)
		mustNotOffer(t, g, "Golconda")
	})
}
