package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Lady Vadislava, Sabbat priscus: once each round she may burn 1 blood
// to make her hand strikes aggravated that round (card text; §6.7).
func TestLadyVadislava(t *testing.T) {
	const use = "Use Lady Vadislava: burn 1 blood: aggravated hand strikes this round"
	t.Run("aggravated hand strikes, once this round", func(t *testing.T) {
		g, lady, _ := startBlockedBleed(t, "Lady Vadislava", 4, "Wash", "Nik Sikko", 3)
		answer(t, g, use)
		mustNotOffer(t, g, "Use Lady Vadislava")
		finish(t, g)
		if !logged(g, "Nik Sikko takes 0 damage and 1 aggravated") {
			t.Errorf("want 1 aggravated damage\n%s", logText(g))
		}
		wantBlood(t, lady, 2) // 1 burned, 1 hand damage taken
	})
	vanilla(t, "Lady Vadislava", 9, 0, vtes.Dominate, vtes.Superior)
}
