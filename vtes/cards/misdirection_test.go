package cards_test

import "testing"

// Misdirection, for 1 pool: lock a minion, any Methuselah's (card text;
// §1.6).
func TestMisdirection(t *testing.T) {
	startPosition(t, `turn 2 phase master active 1 seats 3 last
		ready 1: Madison blood 3
		hand 1: Misdirection
		ready 2: Mkhokheli blood 3
		ready 3: Nik Sikko blood 3 locked
		> Play Misdirection
		= not offered: Nik Sikko
		> Mkhokheli
		= ready: Mkhokheli locked
		= pools 29 30 30`) // Nik is locked already
}
