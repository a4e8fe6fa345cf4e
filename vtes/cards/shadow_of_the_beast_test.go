package cards_test

import "testing"

// Shadow of the Beast, for 1 blood: [pro] put it on the acting vampire,
// who gets 1 optional maneuver each combat; [PRO] and 1 optional press;
// one to a vampire (card text; §6.3, §6.6).
func TestShadowOfTheBeast(t *testing.T) {
	for _, tc := range []struct{ vampire, mode string }{
		{"Hanna Nokelainen", "put on this vampire: a maneuver each combat"},
		{"Casey Snyder", "put on this vampire: a maneuver and a press each combat"},
	} {
		t.Run(tc.mode, func(t *testing.T) {
			startPosition(t, `turn 2 phase minion active 1 seats 3 last
				ready 1: `+tc.vampire+` blood 4
				hand 1: Shadow of the Beast
				> `+tc.vampire+`: Shadow of the Beast (`+tc.mode+`)
				= on `+tc.vampire+`: Shadow of the Beast
				= ready 1: `+tc.vampire+` blood 3`)
		})
	}
	t.Run("one to a vampire", func(t *testing.T) {
		startPosition(t, `turn 2 phase minion active 1 seats 3 last
			ready 1: Hanna Nokelainen blood 4; attached: Shadow of the Beast
			hand 1: Shadow of the Beast
			= not offered: Shadow of the Beast (put`)
	})
	t.Run("basic: a maneuver, no press", func(t *testing.T) {
		startPosition(t, `turn 2 phase minion active 1 seats 3 last
			ready 1: Hanna Nokelainen blood 4; attached: Shadow of the Beast
			ready 2: Mkhokheli blood 6
			> Hanna Nokelainen bleeds
			> Block with Mkhokheli
			> Use an optional maneuver
			= logged: the range is long
			> finish, never offered: Use an optional press`)
	})
	t.Run("superior: a press too", func(t *testing.T) {
		startPosition(t, `turn 2 phase minion active 1 seats 3 last
			ready 1: Casey Snyder blood 4; attached: Shadow of the Beast superior
			ready 2: Mkhokheli blood 6
			> Casey Snyder bleeds
			> Block with Mkhokheli
			> decline until offered: Use an optional press
			> Use an optional press
			= logged: Mkhokheli takes 1 damage`)
	})
}
