package cards_test

import "testing"

// Threats, during a bleed: +1 bleed (+2 superior); a second bleed-raising
// modifier cannot follow it (card text; §14 C19).
func TestThreats(t *testing.T) {
	for _, tc := range []struct {
		bleeder, mode string
		want          int
	}{
		{"Mason Ha", "(+1 bleed)", 28},
		{"Trevon Parker", "(+2 bleed)", 27},
	} {
		t.Run(tc.bleeder, func(t *testing.T) {
			g := bleedWith(t, tc.bleeder, "Threats", "Conditioning")
			answer(t, g, "Play Threats "+tc.mode)
			neverOffered(t, g, "Play Conditioning")
			wantPool(t, g, 30, tc.want, 30)
		})
	}
	t.Run("not after Conditioning", func(t *testing.T) {
		g := bleedWith(t, "Trevon Parker", "Threats", "Conditioning")
		answer(t, g, "Play Conditioning (+3 bleed)")
		neverOffered(t, g, "Play Threats")
		wantPool(t, g, 30, 26, 30)
	})
	t.Run("not during a hunt", func(t *testing.T) {
		g := minionPhase("Trevon Parker", 3, "Threats")
		answer(t, g, "Trevon Parker hunts")
		neverOffered(t, g, "Play Threats")
	})
}
