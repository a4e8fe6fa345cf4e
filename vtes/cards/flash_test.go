package cards_test

import "testing"

// Flash: maneuver or press; superior: maneuver with 1 optional press
// (card text; §6.3, §6.6).
func TestFlash(t *testing.T) {
	t.Run("inferior: maneuver", func(t *testing.T) {
		g, _, _ := startBlockedBleed(t, "Bijou", 3, "Flash", "Mkhokheli", 3)
		mustNotOffer(t, g, "optional press")
		answer(t, g, "Play Flash (maneuver)")
		if !logged(g, "the range is long") {
			t.Errorf("no maneuver to long range\n%s", logText(g))
		}
	})
	t.Run("inferior: press", func(t *testing.T) {
		g, _, mk := startBlockedBleed(t, "Bijou", 3, "Flash", "Mkhokheli", 6)
		passUntil(t, g, "Play Flash (press)")
		answer(t, g, "Play Flash (press)")
		finish(t, g)
		if !logged(g, "Bijou presses") {
			t.Errorf("no press\n%s", logText(g))
		}
		wantBlood(t, mk, 4) // a hand strike in each of two rounds
	})
	t.Run("superior: maneuver with an optional press", func(t *testing.T) {
		g, _, mk := startBlockedBleed(t, "Asmin Kobane", 3, "Flash", "Mkhokheli", 6)
		answer(t, g, "Play Flash (maneuver with 1 optional press)", "Use an optional press")
		finish(t, g)
		wantBlood(t, mk, 5) // long range in round 1, a hand strike in round 2
	})
}
