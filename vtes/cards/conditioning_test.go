package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Conditioning, during a bleed, for 1 blood: +2 bleed (+3 superior); not
// during other actions (card text; §3.5.1, §14 C19).
func TestConditioning(t *testing.T) {
	wantBleedModifiers(t, "Conditioning", []bleedModifier{
		{"Naomi Stewart", "(+2 bleed)", "(+3 bleed)", 27},
		{"Madison", "(+3 bleed)", "", 26},
		{"Madison", "(+2 bleed)", "", 27}, // a superior vampire may play the inferior effect
	})
	t.Run("not during a hunt", func(t *testing.T) {
		g := minionPhase("Madison", 3, "Conditioning")
		answer(t, g, "Madison hunts")
		neverOffered(t, g, "Play Conditioning")
	})
	t.Run("not after a Spying Mission emptied the bleed", func(t *testing.T) {
		// [LSJ 19980105]: once the bleed is made unsuccessful, nothing more
		// is played on it.
		s := newScenario(3)
		readyWithHand(s, 0, "Nathaniel Bordruff", 3, "Spying Mission", "Conditioning") // DOM OBF
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Nathaniel Bordruff bleeds")
		mustOffer(t, g, "Play Conditioning (+3 bleed)")
		answer(t, g, "Play Spying Mission (no pool now")
		neverOffered(t, g, "Play Conditioning")
		wantPool(t, g, 30, 30, 30)
	})
}
