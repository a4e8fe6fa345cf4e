package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Faruq Abd al-Qadir: a minion with any of his Methuselah's corruption
// counters cannot strike: combat ends against him; one without can; +1
// strength (card text; §6.4).
func TestFaruqAbdAlQadir(t *testing.T) {
	for _, tc := range []struct {
		name    string
		corrupt int
		offered bool
	}{
		{"corrupted: no Majesty", 1, false},
		{"not corrupted: Majesty", 0, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := newScenario(3)
			s.Ready(0, "Faruq Abd al-Qadir", 4)
			mk := readyWithHand(s, 1, "Mkhokheli", 6, "Majesty", "Side Strike")
			g := s.Start(0, 2, vtes.PhaseMinion)
			corrupt(g, mk, 0, tc.corrupt)
			blockedBleed(t, g, "Faruq Abd al-Qadir", "Mkhokheli")
			passUntil(t, g, "Play Side Strike")
			if got := offered(g, "Majesty"); got != tc.offered {
				t.Errorf("Majesty offered %v, want %v: %q", got, tc.offered, labels(g))
			}
		})
	}
	t.Run("+1 strength", func(t *testing.T) {
		if got := strongHunt(t, "Faruq Abd al-Qadir"); got != 4 {
			t.Errorf("Mkhokheli at %d blood after Faruq's hand strike, want 4", got)
		}
		vanilla(t, "Faruq Abd al-Qadir", 8, 0, vtes.Presence, vtes.Superior)
	})
}
