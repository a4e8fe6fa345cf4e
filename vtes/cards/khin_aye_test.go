package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Khin Aye: +1 hand size while her Methuselah's predator controls more
// ready minions than they do, even with her in torpor (card text; group
// G00107 [LSJ 20011022]); a priscus casts a ballot, no votes (§5.4).
func TestKhinAye(t *testing.T) {
	for _, tc := range []struct {
		name     string
		predator int
		torpor   bool
		want     int
	}{
		{"predator has more ready minions", 2, false, 8},
		{"predator has as many", 1, false, 7},
		{"in torpor, predator has more", 2, true, 8},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := newScenario(3)
			var v *vtes.Card
			if tc.torpor {
				v = s.Torpor(0, "Khin Aye", 3)
				s.Ready(0, "Suwira", 2)
			} else {
				v = s.Ready(0, "Khin Aye", 3)
			}
			for _, name := range []string{"Alexa Draper", "Madison"}[:tc.predator] {
				s.Ready(2, name, 2)
			}
			g := s.Start(0, 2, vtes.PhaseMinion)
			if got := g.HandSize(0); got != tc.want {
				t.Errorf("hand size %d, want %d", got, tc.want)
			}
			if !tc.torpor && !g.IsPriscus(v) {
				t.Errorf("Khin Aye casts no priscus ballot")
			}
		})
	}
}
