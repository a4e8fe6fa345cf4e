package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Mickey Wheeler (capacity 5): +1 strength in combat with an older
// vampire, none against a younger one (card text; §6.4).
func TestMickeyWheeler(t *testing.T) {
	vanilla(t, "Mickey Wheeler", 5, 0, vtes.Protean, vtes.Inferior)
	for _, tc := range []struct {
		blocker string
		blood   int // the blocker's blood after Mickey's hand strike
	}{
		{"Mkhokheli", 3}, // capacity 6: older, 2 damage
		{"Nik Sikko", 4}, // capacity 3: younger, 1 damage
	} {
		t.Run(tc.blocker, func(t *testing.T) {
			s := newScenario(3)
			s.Ready(0, "Mickey Wheeler", 4)
			b := s.Ready(1, tc.blocker, 5)
			g := s.Start(0, 2, vtes.PhaseMinion)
			blockedBleed(t, g, "Mickey Wheeler", tc.blocker)
			finish(t, g)
			wantBlood(t, b, tc.blood)
		})
	}
}
