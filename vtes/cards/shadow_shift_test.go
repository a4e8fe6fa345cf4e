package cards_test

import "testing"

// Shadow Shift: [obl] 1 additional strike; [OBL] a maneuver: at long
// range the hand strikes do nothing (card text; §6.3, §6.5).
func TestShadowShift(t *testing.T) {
	t.Run("inferior: 1 additional strike", func(t *testing.T) {
		g, monica, mk := startBlockedBleed(t, "Monica Giovanni", 5, "Shadow Shift",
			"Mkhokheli", 6)
		for g.Pending() != nil && !offered(g, "Play Shadow Shift (1 additional strike)") {
			decline(t, g)
		}
		answer(t, g, "Play Shadow Shift (1 additional strike)")
		finish(t, g)
		wantBlood(t, monica, 4)
		wantBlood(t, mk, 4)
	})
	t.Run("superior: maneuver to long range", func(t *testing.T) {
		g, monica, mk := startBlockedBleed(t, "Monica Giovanni", 5, "Shadow Shift",
			"Mkhokheli", 6)
		answer(t, g, "Play Shadow Shift (maneuver)")
		finish(t, g)
		wantBlood(t, monica, 5)
		wantBlood(t, mk, 6)
	})
}
