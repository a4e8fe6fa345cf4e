package cards_test

import "testing"

// Wake with Evening's Freshness: a locked vampire wakes, so it may block
// this action; the card is not replaced until its Methuselah's next
// unlock phase (card text; §14 C3; groups G00025, G00115).
func TestWakeWithEveningsFreshness(t *testing.T) {
	t.Run("a locked vampire wakes and blocks; not replaced", func(t *testing.T) {
		g := startPosition(t, `turn 2 phase minion active 1 seats 3 last
			ready 1: Andi Liu blood 3; attached: Ivory Bow
			ready 2: Madison blood 3 locked
			hand 2: Wake with Evening's Freshness
			library 2: Conditioning
			> Andi Liu bleeds
			= not offered: Block with Madison
			> Play Wake with Evening's Freshness (wake)
			> Block with Madison
			= methuselah 2 hand 0 owed 1`) // a strike to choose: the game waits in combat; not replaced until the next unlock
		if n := g.HandSize(1); n != 6 {
			t.Errorf("hand size %d, want 6 until the next unlock phase", n)
		}
		play(t, g, `> Hand strike
			> finish
			= pools 30 30 30`)
	})
	// Once blocks are decided, it is offered only to a Methuselah holding
	// another reaction (vtes/needless.go): the vampire may still react.
	t.Run("wakes after blocks: reacts as if unlocked", func(t *testing.T) {
		startPosition(t, `turn 2 phase minion active 1 seats 3 last
			ready 1: Andi Liu blood 3
			ready 2: Madison blood 3 locked
			hand 2: Wake with Evening's Freshness, Deflection
			library 2: Conditioning
			> Andi Liu bleeds
			> Do not block
			= not offered: Play Deflection
			> Play Wake with Evening's Freshness (wake)
			= offered: Play Deflection (redirect the bleed)`)
	})
	t.Run("not by an unlocked vampire", func(t *testing.T) {
		g := startAgainst("Andi Liu", 3, "Madison", 3, "Wake with Evening's Freshness")
		answer(t, g, "Andi Liu bleeds")
		neverOffered(t, g, "Play Wake with Evening's Freshness")
	})
}
