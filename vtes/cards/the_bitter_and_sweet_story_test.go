package cards_test

import (
	"testing"

	"kindred/vtes"
)

// The Bitter and Sweet Story: an event; while in play, each Methuselah,
// whoever controls it, gets +2 hand size for each victory point they have
// (card text).
func TestTheBitterAndSweetStory(t *testing.T) {
	t.Run("played in the discard phase, put in play", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Mkhokheli", 3)
		story := s.Hand(0, "The Bitter and Sweet Story")[0]
		g := s.Start(0, 2, vtes.PhaseDiscard)
		answer(t, g, "Play The Bitter and Sweet Story")
		wantZone(t, story, vtes.ZoneInPlay)
	})
	for _, tc := range []struct {
		name   string
		inPlay bool
		vp     [3]int // in half points
		want   [3]int
	}{
		{"+2 a victory point, anyone's", true, [3]int{0, 2, 4}, [3]int{7, 9, 11}},
		{"+1 for half a point", true, [3]int{1, 0, 0}, [3]int{8, 7, 7}},
		{"without it, no change", false, [3]int{0, 2, 4}, [3]int{7, 7, 7}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := newScenario(3)
			s.Ready(0, "Mkhokheli", 3)
			if tc.inPlay {
				s.InPlay(0, "The Bitter and Sweet Story")
			}
			g := s.Start(0, 2, vtes.PhaseMaster)
			for seat, vp := range tc.vp {
				g.Methuselah(seat).VP = vp
			}
			for seat, want := range tc.want {
				if n := g.HandSize(seat); n != want {
					t.Errorf("seat %d: hand size %d, want %d", seat, n, want)
				}
			}
		})
	}
}
