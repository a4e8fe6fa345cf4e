package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Aire of Elation, during a bleed, for 1 blood: +1 bleed (+2 superior),
// and +1 more for a Toreador (card text; §14 C20 limited bleed
// modifiers); not during other actions.
func TestAireOfElation(t *testing.T) {
	wantBleedModifiers(t, "Aire of Elation", []bleedModifier{
		{"Catalina Vega", "(+2 bleed", "", 25},           // 1 + Catalina's 1 + 2 + Toreador 1
		{"Catalina Vega", "(+1 bleed", "", 26},           // 1 + 1 + 1 + 1
		{"Lenny Burkhead", "(+1 bleed", "(+2 bleed", 27}, // 1 + Lenny's 1 + 1, not Toreador
	})
	// "(limited)" reminds of a rule that holds whoever plays the card: a
	// non-Toreador raising the bleed with it plays no other bleed
	// modifier card in that bleed, before or after it (§14 C19; [RB]
	// "Bleed", "Limited"). Lenny Burkhead has [pre] and [obf].
	for _, order := range [][2]string{{"Aire of Elation", "Old Friends"},
		{"Old Friends", "Aire of Elation"}} {
		t.Run("limited for a non-Toreador: "+order[0]+" then no "+order[1], func(t *testing.T) {
			g := bleedWith(t, "Lenny Burkhead", "Aire of Elation", "Old Friends")
			mustOffer(t, g, "Play "+order[1])
			answer(t, g, "Play "+order[0]+" (+1 bleed")
			neverOffered(t, g, "Play "+order[1])
			wantPool(t, g, 30, 27, 30) // 1 + Lenny's 1 + 1
		})
	}
	t.Run("not during a hunt", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Catalina Vega", 3)
		aire := s.Hand(0, "Aire of Elation")[0]
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Catalina Vega hunts")
		neverOffered(t, g, "Play Aire of Elation")
		wantZone(t, aire, vtes.ZoneHand)
	})
}
