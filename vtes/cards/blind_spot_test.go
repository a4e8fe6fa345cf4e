package cards_test

import "testing"

// Blind Spot: choose a vampire you control and an ally or younger vampire
// of your prey; while the first acts this turn, the other cannot block or
// play reaction cards; not an older vampire; the card burns at the end of
// the turn (card text; §4.2, §1.5.6).
func TestBlindSpot(t *testing.T) {
	const table = `turn 2 phase master active 1 seats 3 last
		ready 1: Valeriya Zinovieva blood 4, Dr. Stephen Norton blood 3
		hand 1: Blind Spot
		ready 2: Chrysanthemum blood 5, Leumeah blood 3, Anita Wainwright blood 3
		hand 2: Deflection
	`
	t.Run("the chosen vampire's actions: no block, no reaction", func(t *testing.T) {
		startPosition(t, table+`
			> Play Blind Spot
			> Valeriya Zinovieva
			= offered: Leumeah
			> Chrysanthemum
			> decline until offered: Valeriya Zinovieva bleeds
			> Valeriya Zinovieva bleeds
			= not offered: Block with Chrysanthemum
			= offered: Block with Leumeah
			> Do not block
			= not offered: Play Deflection
			> finish
			= methuselah 1 ash 1
			= ready 2: Chrysanthemum blood 5`)
	})
	t.Run("another vampire's actions: block and reactions as usual", func(t *testing.T) {
		startPosition(t, table+`
			> Play Blind Spot
			> Valeriya Zinovieva
			> Chrysanthemum
			> decline until offered: Dr. Stephen Norton bleeds
			> Dr. Stephen Norton bleeds
			= offered: Block with Chrysanthemum
			> Do not block
			= offered: Play Deflection`)
	})
	// Dr. Stephen Norton (capacity 4) has only Anita Wainwright (3)
	// younger than him: she is chosen alone.
	t.Run("not an older vampire", func(t *testing.T) {
		startPosition(t, table+`
			> Play Blind Spot
			= offered: Valeriya Zinovieva
			> Dr. Stephen Norton
			= on Anita Wainwright: Blind Spot`)
	})
}
