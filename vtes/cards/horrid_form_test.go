package cards_test

import "testing"

// Horrid Form, for 1 blood, before range: [vic] +1 strength this combat;
// [VIC] and 1 damage prevented each round (card text; §6.4, §6.7).
func TestHorridForm(t *testing.T) {
	t.Run("[vic] +1 strength", func(t *testing.T) {
		g, v, nik := startBlockedBleed(t, "Ilias cel Frumos", 3, "Horrid Form", "Nik Sikko", 3)
		mustNotOffer(t, g, "prevent 1 damage each round")
		answer(t, g, "Play Horrid Form (+1 strength this combat)")
		finish(t, g)
		wantBlood(t, v, 1)   // 1 for the card, 1 damage taken
		wantBlood(t, nik, 1) // 2 damage
	})
	t.Run("[VIC] and 1 damage prevented each round", func(t *testing.T) {
		g, v, nik := startBlockedBleed(t, "Duality", 3, "Horrid Form", "Nik Sikko", 3)
		answer(t, g, "Play Horrid Form (+1 strength this combat, prevent 1 damage each round)")
		finish(t, g)
		wantBlood(t, v, 2)   // 1 for the card, the damage prevented
		wantBlood(t, nik, 1) // 2 damage
	})
}
