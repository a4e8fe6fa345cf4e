package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Subversion: [cel]/[pre] +1 stealth; [CEL]/[PRE] +1 bleed, or +1 stealth
// and +1 bleed while blocked; requires the Path of Cathari (card text;
// group G00086).
func TestSubversion(t *testing.T) {
	t.Run("[pre] +1 stealth", func(t *testing.T) {
		g, _, _ := startBlockedBleed(t, "Ximena", 3, "Subversion", "Mkhokheli", 3)
		mustNotOffer(t, g, "+1 stealth and +1 bleed") // Ximena has [pre] only
		answer(t, g, "Play Subversion (+1 stealth)")
		finish(t, g)
		wantPool(t, g, 30, 29, 30)
	})
	t.Run("[PRE] +1 bleed", func(t *testing.T) {
		g := bleedWith(t, "Jürgen, The Libertine", "Subversion")
		answer(t, g, "Play Subversion (+1 bleed)")
		finish(t, g)
		wantPool(t, g, 30, 28, 30)
	})
	t.Run("[PRE] blocked: +1 stealth and +1 bleed", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Jürgen, The Libertine", 3, "Subversion")
		s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Jürgen, The Libertine", "Mkhokheli")
		answer(t, g, "Play Subversion (+1 stealth and +1 bleed)")
		finish(t, g)
		wantPool(t, g, 30, 28, 30)
	})
	t.Run("only on the Path of Cathari", func(t *testing.T) {
		g := bleedWith(t, "Mkhokheli", "Subversion") // Toreador with PRE, no path
		mustNotOffer(t, g, "Play Subversion")
	})
}
