package cards_test

import "testing"

// Horrific Countenance: [pro] only when this vampire is blocked: the
// blocking minion unlocks, the action is not blocked and is now
// unblockable: no combat, nobody else may block, the bleed succeeds (card
// text; §4.1 step 4, §4.2).
func TestHorrificCountenance(t *testing.T) {
	const table = `turn 2 phase minion active 1 seats 3 last
		ready 1: Valeriya Zinovieva blood 5
		hand 1: Horrific Countenance
		ready 2: Mkhokheli blood 3, Leumeah blood 3
	`
	t.Run("blocked: not blocked, unblockable", func(t *testing.T) {
		startPosition(t, table+`
			> Valeriya Zinovieva bleeds
			> Block with Mkhokheli
			> Play Horrific Countenance
			> finish, never offered: Block with Leumeah
			= not logged: Combat
			= ready 1: Valeriya Zinovieva blood 1
			= ready 2: Mkhokheli blood 3 unlocked
			= pools 30 29 30`)
	})
	t.Run("only when blocked", func(t *testing.T) {
		startPosition(t, table+`
			> Valeriya Zinovieva bleeds
			> Do not block
			> finish, never offered: Play Horrific Countenance
			= pools 30 29 30`)
	})
}
