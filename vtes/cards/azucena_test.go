package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Azucena (capacity 5): +1 intercept against younger Lasombra, -1
// against older Lasombra, none against others (card text; §4.3). No
// Lasombra younger than her is implemented yet.
func TestAzucena(t *testing.T) {
	vanilla(t, "Azucena", 5, 0, vtes.Oblivion, vtes.Superior)
	for _, tc := range []struct {
		bleeder string
		blocks  bool
	}{
		{"Malachi", true},         // no Lasombra: 0 against 0
		{"María del Toro", false}, // an older Lasombra: -1 against 0
	} {
		t.Run(tc.bleeder, func(t *testing.T) {
			s := newScenario(3)
			s.Ready(0, tc.bleeder, 3)
			s.Ready(1, "Azucena", 3)
			g := s.Start(0, 2, vtes.PhaseMinion)
			answer(t, g, tc.bleeder+" bleeds", "Block with Azucena")
			finish(t, g)
			if logged(g, "Azucena blocks") != tc.blocks {
				t.Errorf("block: want %v\n%s", tc.blocks, logText(g))
			}
		})
	}
}
