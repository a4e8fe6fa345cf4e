package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Heart of the City, for 2 blood, +1 stealth: on the vampire, +1 bleed
// (+2 superior); only one on a vampire (card text; §3.5.1).
func TestHeartOfTheCity(t *testing.T) {
	for _, tc := range []struct {
		vampire, label string
		superior       bool
		prey           int
	}{
		{"Milton Fox", "put on this vampire: +1 bleed", false, 28},
		{"Jenny Silver", "put on this vampire: +2 bleed", true, 27},
	} {
		t.Run(tc.label, func(t *testing.T) {
			s := newScenario(3)
			v := readyWithHand(s, 0, tc.vampire, 4, "Heart of the City")
			s.Ready(1, "Mkhokheli", 3)
			g := s.Start(0, 2, vtes.PhaseMinion)
			answer(t, g, tc.vampire+": Heart of the City ("+tc.label+")")
			if a := g.Action(); a == nil || a.Stealth != 1 {
				t.Fatalf("want a +1 stealth action, got %+v", a)
			}
			finish(t, g)
			wantBlood(t, v, 2)
			if len(v.Attached) != 1 || g.Card(v.Attached[0]).Superior != tc.superior {
				t.Fatalf("Heart of the City not on %s at its level", tc.vampire)
			}
		})
		t.Run(tc.label+": bleeds", func(t *testing.T) {
			s := newScenario(3)
			v := readyWithHand(s, 0, tc.vampire, 4, "Heart of the City")
			s.Attach(v, "Heart of the City", 0).Superior = tc.superior
			g := s.Start(0, 2, vtes.PhaseMinion)
			mustNotOffer(t, g, tc.vampire+": Heart of the City")
			answer(t, g, tc.vampire+" bleeds")
			finish(t, g)
			wantPool(t, g, 30, tc.prey, 30)
		})
	}
}
