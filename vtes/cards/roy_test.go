package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Roy: unlocked in his Methuselah's discard phase, he locks; +1 strength
// in combat with a titled vampire, not with an untitled one (card text;
// §6.4).
func TestRoy(t *testing.T) {
	t.Run("locks in the discard phase", func(t *testing.T) {
		s := newScenario(3)
		roy := s.Ready(0, "Roy", 2)
		s.Start(0, 2, vtes.PhaseDiscard)
		wantLocked(t, roy, true)
	})
	for _, tc := range []struct {
		blocker string
		damage  int
	}{{"Ángel Guerrero", 2}, {"Prentis Derby", 1}} {
		t.Run("against "+tc.blocker, func(t *testing.T) {
			s := newScenario(3)
			s.Ready(0, "Roy", 2)
			b := s.Ready(1, tc.blocker, 4)
			g := s.Start(0, 2, vtes.PhaseMinion)
			blockedBleed(t, g, "Roy", tc.blocker)
			finish(t, g)
			wantBlood(t, b, 4-tc.damage)
		})
	}
}
