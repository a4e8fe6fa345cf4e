package cards_test

import "testing"

// Lenny Burkhead: +1 bleed, also on a bleed card (card text; §3.5.1).
func TestLennyBurkhead(t *testing.T) {
	for _, tc := range []struct {
		play string
		want int
	}{
		{"Lenny Burkhead bleeds", 28},
		{"Lenny Burkhead: Deep Song (bleed at +1 bleed)", 27},
	} {
		g := minionPhase("Lenny Burkhead", 3, "Deep Song")
		answer(t, g, tc.play)
		finish(t, g)
		if got := pool(g, 1); got != tc.want {
			t.Errorf("%s: prey at %d pool, want %d", tc.play, got, tc.want)
		}
	}
}
