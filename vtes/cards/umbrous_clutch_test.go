package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Umbrous Clutch: a +1 stealth directed action to enter combat with a
// minion; superior: with 1 optional maneuver in that combat (card text;
// §6.1, §6.3).
func TestUmbrousClutch(t *testing.T) {
	for _, tc := range []struct {
		mode      string
		maneuvers int
	}{
		{"enter combat with a minion → Mkhokheli", 0},
		{"enter combat with a minion, 1 optional maneuver → Mkhokheli", 1},
	} {
		t.Run(tc.mode, func(t *testing.T) {
			s := newScenario(3)
			readyWithHand(s, 0, "Monica Giovanni", 4, "Umbrous Clutch")
			mk := s.Ready(1, "Mkhokheli", 3)
			g := s.Start(0, 2, vtes.PhaseMinion)
			answer(t, g, "Monica Giovanni: Umbrous Clutch ("+tc.mode+")")
			if a := g.Action(); a == nil || a.Stealth != 1 || !a.Directed {
				t.Fatalf("want a +1 stealth directed action, got %+v", a)
			}
			answer(t, g, "Do not block")
			if !logged(g, "Combat: Monica Giovanni against Mkhokheli") {
				t.Fatalf("no combat with Mkhokheli\n%s", logText(g))
			}
			if tc.maneuvers > 0 {
				answer(t, g, "Use an optional maneuver (1 left)")
			}
			finish(t, g)
			if logged(g, "Monica Giovanni maneuvers") != (tc.maneuvers > 0) {
				t.Errorf("maneuver: want %d\n%s", tc.maneuvers, logText(g))
			}
			wantBlood(t, mk, 3-1+tc.maneuvers) // no hand strike at long range
		})
	}
}
