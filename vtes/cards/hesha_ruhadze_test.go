package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Hesha Ruhadze: +1 bleed for each unique equipment on him; an equipment
// that is not unique gives nothing (card text; §3.5.1).
func TestHeshaRuhadze(t *testing.T) {
	for _, tc := range []struct {
		name  string
		equip []string
		prey  int
	}{
		{"no equipment", nil, 29},
		{"a unique equipment", []string{"Ivory Bow"}, 28},
		{"two unique equipment", []string{"Ivory Bow", "Kali's Fang"}, 27},
		{"not unique", []string{"Flaming Candle"}, 29},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := newScenario(3)
			h := s.Ready(0, "Hesha Ruhadze", 3)
			for _, e := range tc.equip {
				s.Attach(h, e, 0)
			}
			g := s.Start(0, 2, vtes.PhaseMinion)
			answer(t, g, "Hesha Ruhadze bleeds")
			finish(t, g)
			wantPool(t, g, 30, tc.prey, 30)
		})
	}
	vanilla(t, "Hesha Ruhadze", 7, 0, vtes.Presence, vtes.Superior)
}
