package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Roundhouse: strike: a hand strike at +2 damage, +3 superior (card text;
// §6.4); inferior Potence offers only the +2 strike.
func TestRoundhouse(t *testing.T) {
	for _, tc := range []struct {
		striker, mode string
		want          int
	}{
		{"Horace Radcliffe", "(hand strike at +2)", 3},
		{"Horace Radcliffe", "(hand strike at +3)", 2},
		{"Lenny Burkhead", "(hand strike at +2)", 3},
	} {
		t.Run(tc.striker+" "+tc.mode, func(t *testing.T) {
			s := newScenario(3)
			readyWithHand(s, 0, tc.striker, 3, "Roundhouse")
			mk := s.Ready(1, "Mkhokheli", 6)
			g := s.Start(0, 2, vtes.PhaseMinion)
			blockedBleed(t, g, tc.striker, "Mkhokheli")
			if tc.striker == "Lenny Burkhead" {
				mustNotOffer(t, g, "(hand strike at +3)")
			}
			answer(t, g, "Play Roundhouse "+tc.mode)
			finish(t, g)
			wantBlood(t, mk, tc.want)
		})
	}
}
