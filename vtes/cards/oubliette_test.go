package cards_test

import "testing"

// Oubliette, for 1 blood: strike: combat ends; superior: and the opposing
// minion burns 1 blood after the combat (card text; §6.4; G00071).
func TestOubliette(t *testing.T) {
	for _, tc := range []struct {
		mode     string
		opponent int
	}{
		{"(combat ends)", 3},
		{"(combat ends; the opponent burns 1 blood after)", 2},
	} {
		t.Run(tc.mode, func(t *testing.T) {
			g, p, mk := startBlockedBleed(t, "Percival", 3, "Oubliette", "Nik Sikko", 3)
			answer(t, g, "Play Oubliette "+tc.mode)
			finish(t, g)
			wantBlood(t, p, 2)
			wantBlood(t, mk, tc.opponent)
			wantPool(t, g, 30, 30, 30)
		})
	}
}
