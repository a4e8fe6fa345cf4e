package cards_test

import "testing"

// Metro Underground: a unique location; in its Methuselah's discard
// phase, lock it and burn 1 pool to unlock a vampire they control (card
// text; §3.7).
func TestMetroUnderground(t *testing.T) {
	t.Run("played for no pool", func(t *testing.T) {
		wantPlayed(t, "", "Metro Underground", 30)
	})
	t.Run("discard phase: unlock a vampire", func(t *testing.T) {
		startPosition(t, `turn 2 phase discard active 1 seats 3 last
			ready 1: Nik Sikko blood 3 locked
			in play 1: Metro Underground
			> Use Metro Underground: lock, burn 1 pool: unlock a vampire
			= ready 1: Nik Sikko unlocked
			= in play 1: Metro Underground locked
			= methuselah 1 pool 29`)
	})
	t.Run("not in another Methuselah's discard phase", func(t *testing.T) {
		startPosition(t, `turn 2 phase discard active 1 seats 3 last
			ready 2: Nik Sikko blood 3 locked
			in play 2: Metro Underground
			> finish, never offered: Use Metro Underground`)
	})
}
