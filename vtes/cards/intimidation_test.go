package cards_test

import "testing"

// Intimidation: [pre] a directed bleed at +1 bleed, [PRE] at +2, for no
// cost (card text; §6.2).
func TestIntimidation(t *testing.T) {
	for _, tc := range []struct {
		vampire, mode, not string
		pool               int
	}{
		{"Massimo Falconi", "(bleed at +1 bleed)", "(bleed at +2 bleed)", 28},
		{"Tamoszius", "(bleed at +2 bleed)", "", 27},
	} {
		t.Run(tc.vampire, func(t *testing.T) {
			g := minionPhase(tc.vampire, 3, "Intimidation")
			if tc.not != "" {
				mustNotOffer(t, g, tc.not)
			}
			answer(t, g, tc.vampire+": Intimidation "+tc.mode)
			finish(t, g)
			wantPool(t, g, 30, tc.pool, 30)
		})
	}
	t.Run("not without Presence", func(t *testing.T) {
		g := minionPhase("Ashley", 3, "Intimidation")
		mustNotOffer(t, g, "Intimidation")
	})
}
