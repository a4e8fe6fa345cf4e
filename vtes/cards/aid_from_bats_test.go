package cards_test

import "testing"

// Aid from Bats: [ani] strike 1R damage with 1 optional maneuver; [ANI]
// and 1 optional press (card text; §6.3, §6.6).
func TestAidFromBats(t *testing.T) {
	t.Run("inferior: 1R, a maneuver to long range", func(t *testing.T) {
		g, ryan, mk := startBlockedBleed(t, "Ryan", 4, "Aid from Bats", "Mkhokheli", 6) // ani
		answer(t, g, "Play Aid from Bats (1R damage, with 1 optional maneuver)")
		finish(t, g)
		wantBlood(t, mk, 5)
		wantBlood(t, ryan, 4) // at long range, no hand strike reaches Ryan
	})
	t.Run("superior: and an optional press", func(t *testing.T) {
		g, _, mk := startBlockedBleed(t, "Horace Radcliffe", 4, "Aid from Bats", "Mkhokheli", 6) // ANI
		answer(t, g, "Play Aid from Bats (1R damage, with 1 optional maneuver and 1 optional press)")
		fightUntil(t, g, "Use an optional press")
		answer(t, g, "Use an optional press")
		finish(t, g)
		if mk.Blood >= 5 {
			t.Errorf("Mkhokheli %d blood: want the strike and a second round", mk.Blood)
		}
	})
}
