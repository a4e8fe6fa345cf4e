package cards_test

import "testing"

// Resist Earth's Grasp, for 1 blood: [cel] a press, or a maneuver with 1
// optional press; [CEL] +1 stealth (card text; §6.3, §6.6).
func TestResistEarthsGrasp(t *testing.T) {
	t.Run("inferior: maneuver with an optional press", func(t *testing.T) {
		g, nik, mk := startBlockedBleed(t, "Nik Sikko", 3, "Resist Earth's Grasp", "Mkhokheli",
			3)
		answer(t, g, "Play Resist Earth's Grasp (maneuver with 1 optional press)")
		if !logged(g, "the range is long") {
			t.Errorf("no maneuver to long range\n%s", logText(g))
		}
		answer(t, g, "Use an optional press")
		finish(t, g)
		// Round 1 at long range: no hand strike lands; round 2 is at close
		// range again (a new range step).
		wantBlood(t, nik, 1) // the card's cost and round 2's hand strike
		wantBlood(t, mk, 2)
		if countLog(g, "Combat:") != 1 || !logged(g, "Nik Sikko presses") {
			t.Errorf("no second round\n%s", logText(g))
		}
	})
	t.Run("inferior: press", func(t *testing.T) {
		g, _, mk := startBlockedBleed(t, "Nik Sikko", 3, "Resist Earth's Grasp", "Mkhokheli",
			3)
		passUntil(t, g, "Play Resist Earth's Grasp (press)")
		answer(t, g, "Play Resist Earth's Grasp (press)")
		finish(t, g)
		if countLog(g, "Mkhokheli takes 1 damage") != 2 {
			t.Errorf("want a second round\n%s", logText(g))
		}
		wantBlood(t, mk, 1)
	})
	t.Run("superior: +1 stealth", func(t *testing.T) {
		g, _, _ := startBlockedBleed(t, "Catalina Vega", 3, "Resist Earth's Grasp", "Mkhokheli",
			3)
		answer(t, g, "Play Resist Earth's Grasp (+1 stealth)")
		finish(t, g)
		wantPool(t, g, 30, 28, 30)
	})
}
