package cards_test

import "testing"

// ECTU Operative, for 2 pool: mortal ally with 3 life; strikes 1R damage,
// 1 optional maneuver each combat; burns a vampire in torpor as a Ⓓ
// action (card text; §3.5.5, §6.3).
func TestECTUOperative(t *testing.T) {
	t.Run("recruited for 2 pool", func(t *testing.T) {
		startPosition(t, `turn 2 phase minion active 1 seats 3 last
			ready 1: Nik Sikko blood 3
			hand 1: ECTU Operative
			> Nik Sikko: ECTU Operative (recruit)
			> finish
			= methuselah 1 pool 28 ready 2`)
	})
	t.Run("burn a vampire in torpor", func(t *testing.T) {
		startPosition(t, `turn 2 phase minion active 1 seats 3 last
			ready 1: ECTU Operative life 3
			torpor 2: Mkhokheli blood 1
			> ECTU Operative: ECTU Operative (burn a vampire in torpor → Mkhokheli)
			> finish
			= methuselah 2 ash 1`)
	})
	t.Run("not a ready vampire; a maneuver, then 1R damage at long range", func(t *testing.T) {
		startPosition(t, `turn 2 phase minion active 1 seats 3 last
			ready 1: ECTU Operative life 3
			ready 2: Mkhokheli blood 4
			= not offered: burn a vampire in torpor
			> ECTU Operative bleeds
			> Block with Mkhokheli
			> Use an optional maneuver
			> ECTU Operative: 1R damage
			> finish
			= logged: the range is long
			= ready 1: ECTU Operative life 3
			= ready 2: Mkhokheli blood 3`)
	})
}
