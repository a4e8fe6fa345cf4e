package cards_test

import "testing"

// Robert Carter, for 1 blood: unique ghoul retainer employed as a +1
// stealth action; +2 bleed to his employer; in the unlock phase the
// employer burns 1 blood or Carter is burned (card text; §3.5.4, §13.3). The unlock phase asks first whether to
// withdraw (No).
func TestRobertCarter(t *testing.T) {
	t.Run("employed for 1 blood", func(t *testing.T) {
		startPosition(t, `turn 2 phase minion active 1 seats 3 last
			ready 1: Nik Sikko blood 3
			hand 1: Robert Carter
			> Nik Sikko: Robert Carter (employ)
			> finish
			= on Nik Sikko: Robert Carter
			= ready 1: Nik Sikko blood 2`)
	})
	t.Run("+2 bleed", func(t *testing.T) {
		startPosition(t, `turn 2 phase minion active 1 seats 3 last
			ready 1: Nik Sikko blood 3; attached: Robert Carter life 1
			> Nik Sikko bleeds
			> finish
			= pools 30 27 30`)
	})
	for _, tc := range []struct{ choice, check string }{
		{"the employer burns 1 blood", "= ready 1: Nik Sikko blood 2\n= on Nik Sikko: Robert Carter"},
		{"burn Robert Carter", "= ready 1: Nik Sikko blood 3\n= methuselah 1 ash 1"},
	} {
		t.Run("unlock phase: "+tc.choice, func(t *testing.T) {
			startPosition(t, `turn 2 phase unlock active 1 seats 3 last
				ready 1: Nik Sikko blood 3 locked; attached: Robert Carter life 1
				> No
				> `+tc.choice+`
				`+tc.check)
		})
	}
	t.Run("unlock phase: an empty employer, Carter burned", func(t *testing.T) {
		startPosition(t, `turn 2 phase unlock active 1 seats 3 last
			ready 1: Nik Sikko blood 0 locked; attached: Robert Carter life 1
			> No
			= methuselah 1 ash 1`)
	})
}
