package cards_test

import (
	"testing"
)

// Pursuit: maneuver; superior: 1 additional strike, limited (card text;
// §6.3, §6.5).
func TestPursuit(t *testing.T) {
	t.Run("inferior: maneuver", func(t *testing.T) {
		g, _, _ := startBlockedBleed(t, "Bijou", 3, "Pursuit", "Mkhokheli", 3)
		mustNotOffer(t, g, "additional strike")
		answer(t, g, "Play Pursuit (maneuver)")
		if !logged(g, "the range is long") {
			t.Errorf("no maneuver to long range\n%s", logText(g))
		}
	})
	t.Run("superior: additional strike", func(t *testing.T) {
		g, _, mk := startBlockedBleed(t, "Asmin Kobane", 3, "Pursuit", "Mkhokheli", 6)
		fightUntil(t, g, "Play Pursuit (1 additional strike)")
		answer(t, g, "Play Pursuit (1 additional strike)")
		wantBlood(t, mk, 4)
	})
}
