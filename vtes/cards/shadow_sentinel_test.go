package cards_test

import "testing"

// Shadow Sentinel: [obl] a locked vampire wakes, so it may block; one
// per vampire between its unlock phases; [OBL] a locked wraith or zombie
// ally wakes instead, not offered without one (card text; §14 C3; group
// G00115).
func TestShadowSentinel(t *testing.T) {
	t.Run("[obl] a locked vampire wakes and blocks", func(t *testing.T) {
		g := startPosition(t, `turn 2 phase minion active 1 seats 3 last
			ready 1: Andi Liu blood 3, Madison blood 3
			ready 2: Azucena blood 3 locked
			hand 2: Shadow Sentinel, Shadow Sentinel
			> Andi Liu bleeds
			= not offered: Block with Azucena
			= not offered: Play Shadow Sentinel (a wraith or zombie ally wakes)
			> Play Shadow Sentinel (wake)
			> Block with Azucena`)
		if !logged(g, "Azucena blocks Andi Liu") {
			t.Fatalf("no block\n%s", logText(g))
		}
		// The second copy, at Madison's bleed: only one between her unlock
		// phases (she is locked and asleep again).
		for !offered(g, "Madison bleeds") {
			answer(t, g, g.Labels()[0])
		}
		answer(t, g, "Madison bleeds")
		neverOffered(t, g, "Play Shadow Sentinel")
	})
	t.Run("[obl] wakes after blocks: reacts as if unlocked", func(t *testing.T) {
		play(t, startPosition(t, `turn 2 phase minion active 1 seats 3 last
			ready 1: Andi Liu blood 3
			ready 2: Azucena blood 3 locked
			hand 2: Shadow Sentinel, Deflection
			> Andi Liu bleeds
			> Do not block
			= not offered: Play Deflection
			> Play Shadow Sentinel (wake)`), `= offered: Play Deflection (redirect the bleed)`)
	})
	t.Run("not by an unlocked vampire", func(t *testing.T) {
		g := startAgainst("Andi Liu", 3, "Azucena", 3, "Shadow Sentinel")
		answer(t, g, "Andi Liu bleeds")
		neverOffered(t, g, "Play Shadow Sentinel")
	})
	t.Run("[OBL] a locked wraith ally wakes and blocks", func(t *testing.T) {
		g := startPosition(t, `turn 2 phase minion active 1 seats 3 last
			ready 1: Andi Liu blood 3
			ready 2: Azucena blood 3 locked, Screamer blood 1 locked
			hand 2: Shadow Sentinel
			> Andi Liu bleeds
			= not offered: Block with Screamer
			> Play Shadow Sentinel (a wraith or zombie ally wakes)
			> Block with Screamer`)
		if !logged(g, "Screamer blocks Andi Liu") {
			t.Fatalf("no block\n%s", logText(g))
		}
	})
}
