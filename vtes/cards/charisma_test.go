package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Charisma: on a ready vampire of its Methuselah's, recruiting an ally
// costs that vampire 1 pool (or blood) less (card text).
func TestCharisma(t *testing.T) {
	t.Run("put on a ready vampire", func(t *testing.T) {
		s := newScenario(3)
		alice := s.Ready(0, "Alice Chen", 3)
		ch := s.Hand(0, "Charisma")[0]
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Play Charisma")
		wantOn(t, g, ch, alice)
	})
	for _, tc := range []struct {
		name     string
		charisma bool
		pool     int
	}{
		{"recruiting costs 1 pool less", true, 29},
		{"without Charisma, full cost", false, 28},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := newScenario(3)
			alice := readyWithHand(s, 0, "Alice Chen", 3, "Political Ally")
			if tc.charisma {
				s.Attach(alice, "Charisma", 0)
			}
			g := s.Start(0, 2, vtes.PhaseMinion)
			answer(t, g, "Alice Chen: Political Ally")
			finish(t, g)
			wantPool(t, g, tc.pool, 30, 30)
		})
	}
}
