package cards_test

import "testing"

// Eyes of Chaos, during a bleed: [dem] +1 bleed, [DEM] +2; limited: no
// second bleed-raising modifier; not during a hunt (card text; §14 C19).
func TestEyesOfChaos(t *testing.T) {
	for _, tc := range []struct {
		mode string
		want int
	}{{"(+1 bleed)", 28}, {"(+2 bleed)", 27}} {
		t.Run(tc.mode, func(t *testing.T) {
			g := bleedWith(t, "Morel", "Eyes of Chaos", "Eyes of Chaos")
			answer(t, g, "Play Eyes of Chaos "+tc.mode)
			neverOffered(t, g, "Play Eyes of Chaos")
			wantPool(t, g, 30, tc.want, 30)
		})
	}
	t.Run("not during a hunt", func(t *testing.T) {
		g := minionPhase("Morel", 3, "Eyes of Chaos")
		answer(t, g, "Morel hunts")
		neverOffered(t, g, "Play Eyes of Chaos")
	})
}
