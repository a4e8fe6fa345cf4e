package cards_test

import "testing"

// Thrown Gate: [pot] strike 1R damage with 1 optional maneuver; [POT] 2R
// (card text; §6.3, §6.4).
func TestThrownGate(t *testing.T) {
	for _, tc := range []struct {
		vampire, mode string
		left          int // the blocker's blood
	}{
		{"Alexa Draper", "Play Thrown Gate (1R damage, with 1 optional maneuver)", 5}, // pot
		{"Aunt Linda", "Play Thrown Gate (2R damage, with 1 optional maneuver)", 4},   // POT
	} {
		t.Run(tc.vampire+": maneuvering to long range", func(t *testing.T) {
			g, v, mk := startBlockedBleed(t, tc.vampire, 4, "Thrown Gate", "Mkhokheli", 6)
			answer(t, g, tc.mode+" with "+tc.vampire+", maneuvering now")
			finish(t, g)
			wantBlood(t, mk, tc.left)
			wantBlood(t, v, 4) // at long range, no hand strike reaches it
		})
	}
	t.Run("struck at close range, no maneuver", func(t *testing.T) {
		g, v, mk := startBlockedBleed(t, "Aunt Linda", 4, "Thrown Gate", "Mkhokheli", 6)
		mustOffer(t, g, "maneuvering now")
		answer(t, g, "Pass") // no maneuver: close range
		answer(t, g, "Play Thrown Gate (2R damage, with 1 optional maneuver)")
		finish(t, g)
		wantBlood(t, mk, 4)
		wantBlood(t, v, 3)
	})
}
