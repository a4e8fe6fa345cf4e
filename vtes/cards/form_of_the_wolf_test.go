package cards_test

import "testing"

// Form of the Wolf, before range, one each combat: +1 strength this
// combat; superior: also 1 optional press this combat (card text; §6.4,
// §6.6).
func TestFormOfTheWolf(t *testing.T) {
	t.Run("inferior: +1 strength, one each combat", func(t *testing.T) {
		g, _, mk := startBlockedBleed(t, "Joaquín de Cádiz", 4, "Form of the Wolf",
			"Mkhokheli", 6)
		mustNotOffer(t, g, "optional press")
		answer(t, g, "Play Form of the Wolf (+1 strength this combat)")
		finish(t, g)
		wantBlood(t, mk, 4)
	})
	t.Run("superior: an optional press, strength in the next round too", func(t *testing.T) {
		g, _, mk := startBlockedBleed(t, "Indira", 4, "Form of the Wolf", "Mkhokheli", 6)
		answer(t, g, "Play Form of the Wolf (+1 strength and 1 optional press this combat)")
		fightUntil(t, g, "Use an optional press")
		answer(t, g, "Use an optional press")
		finish(t, g)
		wantBlood(t, mk, 2) // 2 damage in each of two rounds
	})
}
