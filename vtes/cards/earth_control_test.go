package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Earth Control, for 1 blood: +1 stealth (+2 superior), only when needed
// (card text; §4.3).
func TestEarthControl(t *testing.T) {
	for _, tc := range []struct{ vampire, mode string }{
		{"Hanna Nokelainen", "(+1 stealth)"}, {"Casey Snyder", "(+2 stealth)"},
	} {
		t.Run(tc.vampire, func(t *testing.T) {
			s := newScenario(3)
			v := readyWithHand(s, 0, tc.vampire, 3, "Earth Control")
			s.Ready(1, "Mkhokheli", 3)
			g := s.Start(0, 2, vtes.PhaseMinion)
			mustNotOffer(t, g, "Earth Control")
			answer(t, g, tc.vampire+" bleeds", "Block with Mkhokheli",
				"Play Earth Control "+tc.mode)
			if !logged(g, "Mkhokheli fails to block") {
				t.Errorf("the block did not fail\n%s", logText(g))
			}
			wantBlood(t, v, 2)
		})
	}
}
