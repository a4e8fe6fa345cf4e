package cards_test

import "testing"

// Chiropteran Marauder: [vic] maneuver; [VIC] burn 1 blood for aggravated
// hand strikes this round (card text; §6.3, §6.7).
func TestChiropteranMarauder(t *testing.T) {
	t.Run("[vic] maneuver", func(t *testing.T) {
		g, _, _ := startBlockedBleed(t, "Ilias cel Frumos", 3, "Chiropteran Marauder", "Nik Sikko", 3)
		mustNotOffer(t, g, "aggravated")
		answer(t, g, "Play Chiropteran Marauder (maneuver)")
		if !logged(g, "the range is long") {
			t.Errorf("no maneuver to long range\n%s", logText(g))
		}
	})
	t.Run("[VIC] aggravated hand strikes", func(t *testing.T) {
		g, v, _ := startBlockedBleed(t, "Duality", 4, "Chiropteran Marauder", "Nik Sikko", 3)
		answer(t, g, "Pass") // no maneuver
		answer(t, g, "Play Chiropteran Marauder (burn 1 blood: aggravated hand strikes this round)")
		finish(t, g)
		if !logged(g, "Nik Sikko takes 0 damage and 1 aggravated") {
			t.Errorf("want 1 aggravated damage\n%s", logText(g))
		}
		wantBlood(t, v, 2) // 1 burned, 1 hand damage taken
	})
}
