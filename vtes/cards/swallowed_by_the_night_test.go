package cards_test

import "testing"

// Swallowed by the Night: [obf] +1 stealth while blocked; [OBF] a combat
// maneuver: at long range hand strikes do nothing (card text; §6.3).
func TestSwallowedByTheNight(t *testing.T) {
	t.Run("inferior: +1 stealth", func(t *testing.T) {
		g, _, _ := startBlockedBleed(t, "Horace Radcliffe", 3, "Swallowed by the Night",
			"Mkhokheli", 3)
		mustNotOffer(t, g, "(maneuver)")
		answer(t, g, "Play Swallowed by the Night (+1 stealth)")
		finish(t, g)
		wantPool(t, g, 30, 29, 30)
	})
	t.Run("superior: maneuver to long range", func(t *testing.T) {
		g, dowager, mk := startBlockedBleed(t, "The Dowager", 3, "Swallowed by the Night",
			"Mkhokheli", 3)
		answer(t, g, "Pass") // block attempt: no stealth added
		answer(t, g, "Play Swallowed by the Night (maneuver)")
		finish(t, g)
		wantBlood(t, dowager, 3)
		wantBlood(t, mk, 3)
	})
}
