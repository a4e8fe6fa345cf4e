package cards_test

import "testing"

// Autarkis Persecution: a successful referendum gives each Methuselah 1
// pool for each minion they control, ready or in torpor (card text;
// §1.7).
func TestAutarkisPersecution(t *testing.T) {
	startPosition(t, `turn 2 phase minion active 1 seats 3 last
		ready 1: Nik Sikko blood 3
		hand 1: Autarkis Persecution
		ready 2: Mkhokheli blood 3, Carlton Van Wyk life 2
		torpor 2: Horace Radcliffe blood 0
		> Nik Sikko: Autarkis Persecution
		> finish
		= logged: The referendum passes
		= pools 31 33 30`)
}
