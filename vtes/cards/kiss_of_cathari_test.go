package cards_test

import (
	"testing"
)

// Kiss of Cathari: strike: combat ends; [OBF]/[PRE] after the combat, at
// close range, the opposing minion is stunned: locked, not unlocking in
// its next unlock phase (card text; group G00086, G00005).
func TestKissOfCathari(t *testing.T) {
	t.Run("[obf] combat ends", func(t *testing.T) {
		g, ximena, mk := startBlockedBleed(t, "Ximena", 3, "Kiss of Cathari", "Mkhokheli", 3)
		fightUntil(t, g, "Play Kiss of Cathari (combat ends)")
		answer(t, g, "Play Kiss of Cathari (combat ends)")
		finish(t, g)
		wantBlood(t, ximena, 2)
		wantBlood(t, mk, 3)
		if mk.NoUnlock {
			t.Errorf("Mkhokheli stunned by the inferior Kiss")
		}
	})
	t.Run("[PRE] close range: the opposing minion stunned", func(t *testing.T) {
		g, _, mk := startBlockedBleed(t, "Agnieszka, Tempter of Legions", 3, "Kiss of Cathari",
			"Mkhokheli", 3)
		fightUntil(t, g, "Play Kiss of Cathari (combat ends, close range: stun the opposing minion)")
		answer(t, g, "Play Kiss of Cathari (combat ends, close range: stun the opposing minion)")
		wantLocked(t, mk, true)
		if !mk.NoUnlock {
			t.Errorf("Mkhokheli is not stunned")
		}
	})
}
