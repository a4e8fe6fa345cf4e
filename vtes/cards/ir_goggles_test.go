package cards_test

import "testing"

// IR Goggles: electronic equipment, equipped as an action; its bearer
// gets 1 optional maneuver each combat (card text; §3.5.3, §6.3).
func TestIRGoggles(t *testing.T) {
	t.Run("equipped as an action", func(t *testing.T) {
		startPosition(t, `turn 2 phase minion active 1 seats 3 last
			ready 1: Nik Sikko blood 3
			hand 1: IR Goggles
			> Nik Sikko: IR Goggles (equip)
			> finish
			= on Nik Sikko: IR Goggles`)
	})
	t.Run("a maneuver each combat", func(t *testing.T) {
		startPosition(t, `turn 2 phase minion active 1 seats 3 last
			ready 1: Nik Sikko blood 3; attached: IR Goggles
			ready 2: Mkhokheli blood 4
			> Nik Sikko bleeds
			> Block with Mkhokheli
			> Use an optional maneuver
			= logged: the range is long`)
	})
}
