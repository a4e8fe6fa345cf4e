package cards_test

import "testing"

// Diversion, by an Anarch: [cel] 1 additional strike, limited; [for]
// prevent 2 damage; [tha] strike, ranged: steal 1 blood, with 1 optional
// maneuver, even against a vampire without blood ([RTR 20010711]); not
// by a Camarilla vampire (card text; §6.3, §6.4, §6.5, §6.7).
func TestDiversion(t *testing.T) {
	t.Run("celerity: 1 additional strike", func(t *testing.T) {
		g, _, mk := startBlockedBleed(t, "Anita Wainwright", 3, "Diversion", "Mkhokheli", 6)
		answer(t, g, "Play Diversion (1 additional strike)")
		finish(t, g)
		wantBlood(t, mk, 4)
	})
	t.Run("fortitude: prevent 2 damage", func(t *testing.T) {
		g, leumeah, mk := startBlockedBleed(t, "Leumeah", 3, "Diversion", "Mkhokheli", 6)
		answer(t, g, "Play Diversion (prevent 2 damage)")
		finish(t, g)
		wantBlood(t, leumeah, 3)
		wantBlood(t, mk, 5)
	})
	t.Run("thaumaturgy: steal 1 blood at long range", func(t *testing.T) {
		g, brandon, mk := startBlockedBleed(t, "Brandon Grime", 3, "Diversion", "Mkhokheli", 6)
		answer(t, g,
			"Play Diversion (ranged: steal 1 blood) with Brandon Grime, maneuvering now")
		finish(t, g)
		wantBlood(t, brandon, 4) // Mkhokheli's hand strike misses at long range
		wantBlood(t, mk, 5)
	})
	t.Run("thaumaturgy: against a vampire without blood", func(t *testing.T) {
		g, _, mk := startBlockedBleed(t, "Brandon Grime", 3, "Diversion", "Mkhokheli", 0)
		answer(t, g, "Play Diversion (ranged: steal 1 blood)")
		finish(t, g)
		wantBlood(t, mk, 0)
	})
	t.Run("not by a Camarilla vampire", func(t *testing.T) {
		g, _, _ := startBlockedBleed(t, "Farah Sarroub", 3, "Diversion", "Mkhokheli", 6)
		neverOffered(t, g, "Play Diversion")
	})
}
