package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Victor Donaldson: if a Golconda: Inner Peace his Methuselah plays is
// cancelled, they may move it from the ash heap to the library, shuffled
// (card text; §14 C5).
func TestVictorDonaldson(t *testing.T) {
	for _, tc := range []struct {
		name, move string
		victor     bool
		want       vtes.Zone
	}{
		{"cancelled for 2 pool, moved", "Yes", true, vtes.ZoneLibrary},
		{"cancelled for 2 pool, left", "No", true, vtes.ZoneAsh},
		{"without Victor, it stays in the ash heap", "", false, vtes.ZoneAsh},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := newScenario(3)
			s.Ready(0, "Malachi", 3)
			if tc.victor {
				s.Ready(0, "Victor Donaldson", 3)
			}
			s.Ready(1, "Dafina Hanganu", 3)
			gip := s.Hand(0, "Golconda: Inner Peace")[0]
			g := s.Start(0, 2, vtes.PhaseMaster)
			answer(t, g, "Play Golconda: Inner Peace", "Yes") // Methuselah 2 cancels it
			if tc.move != "" {
				answer(t, g, tc.move)
			}
			wantZone(t, gip, tc.want)
		})
	}
	t.Run("cancelled as played by Wash", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(1, "Victor Donaldson", 3)
		s.Ready(0, "Dafina Hanganu", 3)
		gip := s.Hand(1, "Golconda: Inner Peace")[0]
		s.Hand(0, "Wash")
		g := s.Start(1, 2, vtes.PhaseMaster) // seat 0 is seat 1's predator
		answer(t, g, "Play Golconda: Inner Peace", "Play Wash", "Yes")
		wantZone(t, gip, vtes.ZoneLibrary)
	})
	t.Run("another master card cancelled: nothing", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(1, "Victor Donaldson", 3)
		s.Ready(1, "Loonar", 3)
		coyote := s.Hand(1, "The Hungry Coyote")[0]
		s.Hand(0, "Wash")
		g := s.Start(1, 2, vtes.PhaseMaster)
		answer(t, g, "Play The Hungry Coyote", "Play Wash")
		mustNotOffer(t, g, "Yes")
		wantZone(t, coyote, vtes.ZoneAsh)
	})
}
