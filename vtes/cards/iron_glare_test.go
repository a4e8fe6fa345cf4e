package cards_test

import "testing"

// Iron Glare: [pot][pre] +2 votes in the polling of a political action;
// [POT][PRE] +2 bleed during a bleed; not without both Disciplines at the
// level (card text; §5.3, §14 C19).
func TestIronGlare(t *testing.T) {
	t.Run("inferior: +2 votes", func(t *testing.T) {
		g := minionPhase("Concordia", 3, "Kine Resources Contested", "Iron Glare") // bishop
		callKRC(t, g, "Concordia")
		answer(t, g, "Play Iron Glare (+2 votes)", "Vote for")
		finish(t, g)
		if !logged(g, "The referendum passes (4 for, 0 against)") {
			t.Errorf("want the card's 1 and Concordia's 1+2\n%s", logText(g))
		}
	})
	t.Run("superior: +2 bleed", func(t *testing.T) {
		g := bleedWith(t, "Üresség", "Iron Glare")
		answer(t, g, "Play Iron Glare (+2 bleed)")
		notBlocked(t, g)
		finish(t, g)
		wantPool(t, g, 30, 27, 30)
	})
	t.Run("no superior bleed with inferior Potence", func(t *testing.T) {
		g := bleedWith(t, "Concordia", "Iron Glare")
		neverOffered(t, g, "Play Iron Glare")
	})
}
