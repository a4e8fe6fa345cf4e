package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Tribute to the Master: 1 blood from each ready vampire its Methuselah
// controls moves to their pool; not from a vampire in torpor, nor from
// another Methuselah's; playable with no ready vampire (card text; ruling
// [ANK 20210717]).
func TestTributeToTheMaster(t *testing.T) {
	t.Run("1 blood from each ready vampire", func(t *testing.T) {
		s := newScenario(3)
		mk := s.Ready(0, "Mkhokheli", 3)
		loonar := s.Ready(0, "Loonar", 2)
		empty := s.Ready(0, "Cyan Sin", 0)
		asleep := s.Torpor(0, "Nik Sikko", 2)
		other := s.Ready(1, "Bijou", 2)
		s.Hand(0, "Tribute to the Master")
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Play Tribute to the Master")
		wantBlood(t, mk, 2)
		wantBlood(t, loonar, 1)
		wantBlood(t, empty, 0)
		wantBlood(t, asleep, 2)
		wantBlood(t, other, 2)
		wantPool(t, g, 32, 30, 30)
	})
	t.Run("[ANK 20210717] with no ready vampire", func(t *testing.T) {
		s := newScenario(3)
		s.Torpor(0, "Nik Sikko", 2)
		s.Hand(0, "Tribute to the Master")
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Play Tribute to the Master")
		wantPool(t, g, 30, 30, 30)
	})
}
